//! Accounts against a real database: the organizer is set up once, a referee's form is
//! refused in the order the page says, and sessions open and end.

use super::*;
use crate::app::players::tests::{club_night, empty_store, CLUB_NIGHT};
use crate::app::Refusal;

/// A stand-in for a password's hash: these operations store what they are given.
const HASH: &str = "$argon2id$stand-in";

#[tokio::test]
async fn the_organizer_is_set_up_once_and_signed_in_by_the_session_it_opens() {
    let (store, _dir) = empty_store().await;
    assert!(!organizer_exists(&store).await.unwrap());
    let session = set_up_organizer(&store, HASH).await.unwrap();
    let signed_in = session_of(&store, &session.token).await.unwrap().unwrap();
    assert_eq!(
        (signed_in.name.as_str(), signed_in.role),
        (ORGANIZER, Role::Organizer)
    );
    let again = set_up_organizer(&store, HASH).await;
    assert!(matches!(
        again,
        Err(AppError::Refused(Refusal::Account(
            AccountRefusal::OrganizerExists
        )))
    ));
    sign_out(&store, &session.token).await.unwrap();
    assert!(session_of(&store, &session.token).await.unwrap().is_none());
}

async fn session_of(store: &Store, token: &str) -> AppResult<Option<SessionAccount>> {
    session(store, token).await
}

/// The refusal of a referee's form, if any.
async fn check(
    store: &Store,
    name: &str,
    password: &str,
    chosen: &[TournamentId],
) -> Option<AccountRefusal> {
    let rules = (Scope::Everything, PasswordRules::LAPTOP);
    match check_referee(store, rules, name, password, chosen).await {
        Err(AppError::Refused(Refusal::Account(refusal))) => Some(refusal),
        Ok(()) => None,
        Err(other) => panic!("{other}"),
    }
}

#[tokio::test]
async fn a_referees_form_is_refused_in_the_order_the_page_says() {
    let (store, _dir) = club_night().await;
    let (gone, chosen) = ([TournamentId::new(9)], [CLUB_NIGHT]);
    let refused = check(&store, "", "short", &gone).await;
    assert_eq!(refused, Some(AccountRefusal::UnknownTournament));
    let refused = check(&store, "", "short", &chosen).await;
    assert_eq!(
        refused,
        Some(AccountRefusal::RefereeName {
            max: MAX_REFEREE_NAME
        })
    );
    let refused = check(&store, "Rei", "short", &chosen).await;
    assert_eq!(
        refused,
        Some(AccountRefusal::PasswordTooShort {
            min: MIN_PASSWORD_LEN
        })
    );
    let refused = check(&store, "Rei", "long enough", &[]).await;
    assert_eq!(refused, Some(AccountRefusal::NoTournamentChosen));
    assert_eq!(check(&store, "Rei", "long enough", &chosen).await, None);
}

#[tokio::test]
async fn a_referee_works_only_where_authorised_until_revoked() {
    let (store, _dir) = club_night().await;
    let organizer = AccountId::new(1);
    let named_organizer = authorise_referee(
        &store,
        (organizer, Scope::Everything),
        ORGANIZER,
        HASH,
        &[CLUB_NIGHT],
    )
    .await;
    assert!(matches!(
        named_organizer,
        Err(AppError::Refused(Refusal::Account(
            AccountRefusal::NameIsOrganizer
        )))
    ));
    let rei = authorise_referee(
        &store,
        (organizer, Scope::Everything),
        "Rei",
        HASH,
        &[CLUB_NIGHT],
    )
    .await
    .unwrap();
    assert!(referees(&store, rei, CLUB_NIGHT).await.unwrap());
    assert!(!referees(&store, rei, TournamentId::new(2)).await.unwrap());
    let session = sign_in(&store, rei).await.unwrap();
    revoke_referee(&store, (organizer, Scope::Everything), rei)
        .await
        .unwrap();
    assert!(!referees(&store, rei, CLUB_NIGHT).await.unwrap());
    assert!(session_of(&store, &session.token).await.unwrap().is_none());
    let staff = staff(&store, Scope::Everything).await.unwrap();
    let listed = staff.accounts.iter().find(|a| a.id == rei).unwrap();
    assert!(!listed.active && listed.tournaments.is_empty());
    // The organizer cannot be revoked as if a referee.
    assert!(matches!(
        revoke_referee(&store, (organizer, Scope::Everything), organizer).await,
        Err(AppError::NotFound)
    ));
}
