# calculator: the calculator words (fr).
