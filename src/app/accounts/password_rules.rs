//! What a new password must be. On the laptop at a venue, 8 characters as ever: the server is
//! reached only over the venue's Wi-Fi. Serving the open internet (behind a proxy, or a league
//! server on PostgreSQL), 12: anyone can try. Everywhere, a password is refused when it is the
//! account's own name or one of the passwords guessers try first ([`COMMON_PASSWORDS`]),
//! whatever the case it is typed in.

use super::AccountRefusal;

/// The rules a new password is held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PasswordRules {
    /// Fewest characters.
    pub min_len: usize,
}

impl PasswordRules {
    /// A laptop serving a venue's Wi-Fi.
    pub const LAPTOP: Self = Self { min_len: 8 };
    /// A server reached from the open internet.
    pub const OPEN_INTERNET: Self = Self { min_len: 12 };

    /// The rules for a server that does, or does not, serve the open internet.
    pub fn serving(open_internet: bool) -> Self {
        if open_internet {
            Self::OPEN_INTERNET
        } else {
            Self::LAPTOP
        }
    }

    /// What is wrong with `password` (and its `confirm`ation) as the new password of the
    /// account `name`, if anything: its length first, then its name, then how common it is,
    /// then the confirmation, so the first thing to fix is said first.
    pub fn refusal(self, name: &str, password: &str, confirm: &str) -> Option<AccountRefusal> {
        let folded = password.trim().to_lowercase();
        if password.chars().count() < self.min_len {
            Some(AccountRefusal::PasswordTooShort { min: self.min_len })
        } else if !name.trim().is_empty() && folded == name.trim().to_lowercase() {
            Some(AccountRefusal::PasswordIsName)
        } else if COMMON_PASSWORDS.contains(&folded.as_str()) {
            Some(AccountRefusal::PasswordTooCommon)
        } else if password != confirm {
            Some(AccountRefusal::PasswordsDiffer)
        } else {
            None
        }
    }
}

/// Passwords of 8 characters or more that guessers try first: the top of the published lists
/// of leaked passwords, their longer forms, and what a mahjong club would think of first.
/// Shorter ones are refused by length anyway. Written in lower case; compared case-blind.
pub const COMMON_PASSWORDS: &[&str] = &[
    "password",
    "password1",
    "password12",
    "password123",
    "password1234",
    "passw0rd",
    "p@ssw0rd",
    "passwordpassword",
    "12345678",
    "123456789",
    "1234567890",
    "12345678910",
    "123456789012",
    "123123123",
    "11111111",
    "111111111111",
    "00000000",
    "000000000000",
    "87654321",
    "qwertyuiop",
    "qwerty123",
    "qwerty123456",
    "qwertyuiop123",
    "1q2w3e4r",
    "1q2w3e4r5t6y",
    "azertyuiop",
    "asdfghjkl",
    "zaq12wsx",
    "iloveyou",
    "iloveyou123",
    "sunshine",
    "princess",
    "football",
    "baseball",
    "superman",
    "trustno1",
    "letmein123",
    "letmeinplease",
    "welcome1",
    "welcome123",
    "administrator",
    "changeme",
    "changeme123",
    "mahjong1",
    "mahjong123",
    "mahjong2024",
    "mahjong2025",
    "mahjong2026",
    "mahjongmahjong",
    "riichimahjong",
    "riichi123",
    "tenbou123",
    "tournament",
    "organizer",
    "organizer123",
    "referee123",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_password_is_refused_for_the_first_thing_to_fix() {
        let internet = PasswordRules::OPEN_INTERNET;
        let laptop = PasswordRules::LAPTOP;
        let short = Some(AccountRefusal::PasswordTooShort { min: 12 });
        for (rules, name, password, confirm, refusal) in [
            (
                laptop,
                "organizer",
                "tiles-and-sticks",
                "tiles-and-sticks",
                None,
            ),
            (
                laptop,
                "organizer",
                "short",
                "short",
                Some(AccountRefusal::PasswordTooShort { min: 8 }),
            ),
            (internet, "organizer", "tiles-sticks", "tiles-sticks", None),
            (internet, "organizer", "tiles-stick", "tiles-stick", short),
            (
                laptop,
                "organizer",
                "Organizer",
                "Organizer",
                Some(AccountRefusal::PasswordIsName),
            ),
            (
                internet,
                "Reiko Tanaka",
                "reiko tanaka",
                "",
                Some(AccountRefusal::PasswordIsName),
            ),
            (
                laptop,
                "Rei",
                "Password123",
                "Password123",
                Some(AccountRefusal::PasswordTooCommon),
            ),
            (
                internet,
                "Rei",
                "MAHJONGMAHJONG",
                "x",
                Some(AccountRefusal::PasswordTooCommon),
            ),
            (
                laptop,
                "Rei",
                "long enough",
                "long enougH",
                Some(AccountRefusal::PasswordsDiffer),
            ),
        ] {
            assert_eq!(
                rules.refusal(name, password, confirm),
                refusal,
                "{password:?}"
            );
        }
    }

    #[test]
    fn the_common_passwords_are_long_enough_to_matter_and_written_in_lower_case() {
        assert!(COMMON_PASSWORDS.len() >= 50);
        for password in COMMON_PASSWORDS {
            assert!(
                password.chars().count() >= PasswordRules::LAPTOP.min_len,
                "{password}"
            );
            assert_eq!(*password, password.to_lowercase());
        }
    }
}
