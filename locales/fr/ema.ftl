# ema: the ema words (fr).
