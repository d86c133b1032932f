# calculator: the calculator words (en).
