# ema: the ema words (en).
