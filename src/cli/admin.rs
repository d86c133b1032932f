//! `tenbou admin --name NAME`: the password of a league's first administrator, read on the
//! server's console. From a terminal it is asked twice without being shown; from a pipe
//! (`printf 'secret\n' | tenbou admin …`) one line is read. Making the account is the server's
//! (`server::create_administrator`), which opens the same database as `serve`.

use std::io::{BufRead, IsTerminal, Write};

/// Why no password was read.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum PasswordInputError {
    #[error("no password was given on standard input")]
    Missing,
    #[error("the two passwords differ")]
    Differ,
    #[error("standard input could not be read: {0}")]
    Read(String),
}

/// The password typed on the console, or piped in.
pub fn read_password() -> Result<String, PasswordInputError> {
    let stdin = std::io::stdin();
    if !stdin.is_terminal() {
        return password_from(stdin.lock(), false);
    }
    let _hidden = HiddenTyping::start();
    let mut lines = stdin.lock();
    let mut asked = Vec::new();
    for prompt in ["Password: ", "Same password again: "] {
        eprint!("{prompt}");
        let _ = std::io::stderr().flush();
        // The terminal still echoes the line's end (ECHONL), so the next prompt starts anew.
        asked.push(one_line(&mut lines)?);
    }
    match asked.as_slice() {
        [first, second] if first == second => Ok(first.clone()),
        _ => Err(PasswordInputError::Differ),
    }
}

/// The password from `input`: one line, or (`twice`) two lines that must agree.
pub fn password_from(mut input: impl BufRead, twice: bool) -> Result<String, PasswordInputError> {
    let first = one_line(&mut input)?;
    if twice && one_line(&mut input)? != first {
        return Err(PasswordInputError::Differ);
    }
    Ok(first)
}

/// One line without its line ending; an empty line or none at all is no password.
fn one_line(input: &mut impl BufRead) -> Result<String, PasswordInputError> {
    let mut line = String::new();
    input
        .read_line(&mut line)
        .map_err(|err| PasswordInputError::Read(err.to_string()))?;
    let line = line.trim_end_matches(['\n', '\r']).to_string();
    if line.is_empty() {
        return Err(PasswordInputError::Missing);
    }
    Ok(line)
}

/// The terminal's echo turned off while it lives, so the password is not shown as it is typed.
struct HiddenTyping {
    #[cfg(unix)]
    before: Option<libc::termios>,
}

impl HiddenTyping {
    #[cfg(unix)]
    fn start() -> Self {
        // SAFETY: tcgetattr and tcsetattr only read and write the struct passed by reference,
        // on standard input, which is open for the life of the process.
        unsafe {
            let mut settings: libc::termios = std::mem::zeroed();
            if libc::tcgetattr(libc::STDIN_FILENO, &mut settings) != 0 {
                return Self { before: None };
            }
            let before = settings;
            settings.c_lflag &= !libc::ECHO;
            settings.c_lflag |= libc::ECHONL;
            libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &settings);
            Self {
                before: Some(before),
            }
        }
    }

    #[cfg(not(unix))]
    fn start() -> Self {
        Self {}
    }
}

impl Drop for HiddenTyping {
    fn drop(&mut self) {
        #[cfg(unix)]
        if let Some(before) = &self.before {
            // SAFETY: as in `start`; the settings read then are put back.
            unsafe {
                libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, before);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piped_password_is_one_line_and_two_typed_ones_must_agree() {
        let cases: &[(&str, bool, Result<&str, PasswordInputError>)] = &[
            ("secret-pass\n", false, Ok("secret-pass")),
            ("secret-pass\r\n", false, Ok("secret-pass")),
            ("secret-pass", false, Ok("secret-pass")),
            ("", false, Err(PasswordInputError::Missing)),
            ("\n", false, Err(PasswordInputError::Missing)),
            ("secret-pass\nsecret-pass\n", true, Ok("secret-pass")),
            (
                "secret-pass\nsecret-typo\n",
                true,
                Err(PasswordInputError::Differ),
            ),
        ];
        for (input, twice, expected) in cases {
            let read = password_from(input.as_bytes(), *twice);
            assert_eq!(read, expected.clone().map(String::from), "{input:?}");
        }
    }
}
