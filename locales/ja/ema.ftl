# ema: the ema words (ja).
