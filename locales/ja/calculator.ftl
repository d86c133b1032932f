# calculator: the calculator words (ja).
