-- A tournament's default language: the code of the language its pages are shown in to a
-- reader who has chosen none ('en', 'fr' or 'ja'), or empty for none, when the reader's
-- browser decides (docs/translations.md). Words are chosen by the web; this is only the code.
ALTER TABLE tournaments ADD COLUMN language TEXT NOT NULL DEFAULT '';
