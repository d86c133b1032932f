//! The sign-in limits against a real database: free failures then slower answers per address,
//! an account spaced out past its own bound, counts forgotten after a quiet while, and a table
//! that stays bounded whatever a flood of addresses sends.

use super::*;
use crate::app::players::tests::empty_store;

const START: i64 = 1_800_000_000;

fn from(address: [u8; 4], account: Option<i64>) -> SignInAttempt {
    SignInAttempt {
        address: Some(IpAddr::from(address)),
        account: account.map(AccountId::new),
    }
}

#[tokio::test]
async fn an_address_fails_freely_a_few_times_then_waits_longer_each_time_until_it_succeeds() {
    let (store, _dir) = empty_store().await;
    let guesser = from([192, 0, 2, 7], None);
    let mut delays = Vec::new();
    for _ in 0..FREE_FAILURES + 4 {
        let delay = record_failure_at(&store, guesser, START).await.unwrap();
        delays.push(delay.as_secs());
    }
    assert_eq!(delays, [0, 0, 0, 1, 2, 3, 4]);
    let other = from([192, 0, 2, 8], None);
    assert_eq!(
        record_failure_at(&store, other, START).await.unwrap(),
        Duration::ZERO
    );
    clear(&store, guesser).await.unwrap();
    let again = record_failure_at(&store, guesser, START).await.unwrap();
    assert_eq!(
        again,
        Duration::ZERO,
        "a right password starts the count again"
    );
}

#[tokio::test]
async fn an_account_guessed_at_from_many_addresses_takes_one_try_now_and_then() {
    let (store, _dir) = empty_store().await;
    let account = AccountId::new(1);
    for n in 0..ACCOUNT_FREE_FAILURES - 1 {
        let attempt = from([198, 51, 100, u8::try_from(n).unwrap()], Some(1));
        assert_eq!(
            record_failure_at(&store, attempt, START).await.unwrap(),
            Duration::ZERO,
            "each address fails once"
        );
    }
    assert_eq!(
        account_held_back_at(&store, account, START).await.unwrap(),
        None
    );
    record_failure_at(&store, from([198, 51, 100, 99], Some(1)), START)
        .await
        .unwrap();
    let wait = account_held_back_at(&store, account, START + 1)
        .await
        .unwrap();
    assert_eq!(wait, Some(Duration::from_secs(29)));
    let other = AccountId::new(2);
    assert_eq!(
        account_held_back_at(&store, other, START + 1)
            .await
            .unwrap(),
        None
    );
    let later = START + ACCOUNT_TRY_EVERY_SECONDS;
    assert_eq!(
        account_held_back_at(&store, account, later).await.unwrap(),
        None
    );
}

#[tokio::test]
async fn counts_are_forgotten_after_a_quiet_while_and_the_table_stays_bounded() {
    let (store, _dir) = empty_store().await;
    let guesser = from([192, 0, 2, 9], Some(1));
    for _ in 0..ACCOUNT_FREE_FAILURES {
        record_failure_at(&store, guesser, START).await.unwrap();
    }
    let account = AccountId::new(1);
    let quiet = START + FAILURE_MEMORY_SECONDS + 1;
    assert_eq!(
        account_held_back_at(&store, account, quiet).await.unwrap(),
        None
    );
    let first_again = record_failure_at(&store, guesser, quiet).await.unwrap();
    assert_eq!(first_again, Duration::ZERO, "a quiet address starts again");

    // A stream of ever new addresses, one a second: the newest rows are kept, no more.
    let mut tx = store.begin_write().await.unwrap();
    for n in 0..MAX_REMEMBERED + 300 {
        let octets = u32::try_from(n).unwrap().to_be_bytes();
        let address = format!("10.{}.{}.{}", octets[1], octets[2], octets[3]);
        let at = quiet + 1 + n;
        db::sign_in_limits::count_failure(&mut tx, Scope::Address, &address, at)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let last = quiet + MAX_REMEMBERED + 400;
    record_failure_at(&store, guesser, last).await.unwrap();
    let mut conn = store.read().await.unwrap();
    let kept = db::sign_in_limits::remembered(&mut conn).await.unwrap();
    // The newest kept, the one as old as the first beyond them, and the two failing now.
    assert!(kept <= MAX_REMEMBERED + 3, "{kept} rows kept");
    let much_later = last + FAILURE_MEMORY_SECONDS + 1;
    drop(conn);
    record_failure_at(&store, guesser, much_later)
        .await
        .unwrap();
    let mut conn = store.read().await.unwrap();
    let kept = db::sign_in_limits::remembered(&mut conn).await.unwrap();
    assert_eq!(kept, 2, "only the address and account failing now");
}
