import calendar
import random
import unittest

import support  # noqa: F401  (makes sdkgen_runtime importable)
from sdkgen_runtime.retries import (
    DEFAULT_RETRY_POLICY,
    MAX_RETRY_AFTER_SECONDS,
    RetryPolicy,
    backoff_delay,
    parse_retry_after,
    retry_delay,
)

NOW = float(calendar.timegm((2026, 1, 1, 12, 0, 0)))


class ParseRetryAfterTest(unittest.TestCase):
    def test_delta_seconds(self) -> None:
        self.assertEqual(parse_retry_after("3", NOW), 3.0)
        self.assertEqual(parse_retry_after(" 1.5 ", NOW), 1.5)
        self.assertEqual(parse_retry_after("0", NOW), 0.0)

    def test_http_dates_relative_to_now_never_negative(self) -> None:
        self.assertEqual(parse_retry_after("Thu, 01 Jan 2026 12:00:10 GMT", NOW), 10.0)
        self.assertEqual(parse_retry_after("Thu, 01 Jan 2026 11:00:00 GMT", NOW), 0.0)
        self.assertEqual(parse_retry_after("Thu, 01 Jan 2026 12:00:10 -0000", NOW), 10.0)

    def test_absent_or_unreadable(self) -> None:
        for value in (None, "", "-5", "soon", "Thu, 99 Foo"):
            self.assertIsNone(parse_retry_after(value, NOW), value)


class BackoffTest(unittest.TestCase):
    policy = RetryPolicy(initial_delay_ms=500, max_delay_ms=8000)

    def test_doubles_per_retry_up_to_the_ceiling(self) -> None:
        self.assertEqual([backoff_delay(self.policy, r, 0.0) for r in range(6)], [0.5, 1.0, 2.0, 4.0, 8.0, 8.0])

    def test_jitters_only_downwards_by_at_most_a_quarter(self) -> None:
        self.assertEqual(backoff_delay(self.policy, 1, 0.5), 0.875)
        for _ in range(100):
            delay = backoff_delay(self.policy, 2, random.random())
            self.assertTrue(1.5 < delay <= 2.0, delay)


class RetryDelayTest(unittest.TestCase):
    def test_prefers_retry_after_capped_at_60_seconds(self) -> None:
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 0, "2", 0.0), 2.0)
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 0, "3600", 0.0), MAX_RETRY_AFTER_SECONDS)
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 1, "garbage", 0.0), 1.0)
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 1, None, 0.0), 1.0)

    def test_retry_after_ms_wins_over_retry_after_and_is_capped_at_60_seconds(self) -> None:
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 0, "7", 0.0, retry_after_ms="20"), 0.02)
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 0, None, 0.0, retry_after_ms="1500.5"), 1.5005)
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 0, None, 0.0, retry_after_ms="600000"), 60.0)
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 0, "2", 0.0, retry_after_ms="soon"), 2.0, "unreadable: Retry-After")
        self.assertEqual(retry_delay(DEFAULT_RETRY_POLICY, 0, None, 0.0, retry_after_ms="-5"), 0.5, "negative: backoff")


class RetryPolicyTest(unittest.TestCase):
    def test_contract_defaults(self) -> None:
        policy = RetryPolicy()
        self.assertEqual(policy.max_retries, 2)
        self.assertEqual(policy.retry_on, (408, 429, 500, 502, 503, 504))
        self.assertEqual(policy.initial_delay_ms, 500)
        self.assertEqual(policy.max_delay_ms, 8000)
        self.assertFalse(policy.connection_errors)


if __name__ == "__main__":
    unittest.main()
