import builtins
import unittest
from typing import List, Tuple, Type

import support  # noqa: F401  (makes sdkgen_runtime importable)
from sdkgen_runtime.errors import (
    APIError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ConnectionError,
    ConnectionTimeoutError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
)

CASES: List[Tuple[int, Type[APIError]]] = [
    (400, BadRequestError),
    (401, AuthenticationError),
    (403, PermissionDeniedError),
    (404, NotFoundError),
    (409, ConflictError),
    (422, UnprocessableEntityError),
    (429, RateLimitError),
    (500, InternalServerError),
    (503, InternalServerError),
    (599, InternalServerError),
]


class FromResponseTest(unittest.TestCase):
    def test_maps_common_statuses_to_their_classes(self) -> None:
        for status, error_class in CASES:
            with self.subTest(status=status):
                error = APIError.from_response(status, {"x-request-id": "r1"}, {"error": {"message": "nope"}})
                self.assertIs(type(error), error_class)
                self.assertIsInstance(error, APIError)
                self.assertEqual(error.status_code, status)
                self.assertEqual(error.headers, {"x-request-id": "r1"})
                self.assertEqual(error.body, {"error": {"message": "nope"}})
                self.assertEqual(str(error), f"{status} nope")
                self.assertEqual(error.message, f"{status} nope")

    def test_other_statuses_give_a_plain_api_error(self) -> None:
        for status in (402, 405, 410, 418, 451):
            error = APIError.from_response(status, {}, None)
            self.assertIs(type(error), APIError)
            self.assertEqual(str(error), f"{status} status code (no body)")


class MessageTest(unittest.TestCase):
    def test_takes_the_server_message_from_common_shapes(self) -> None:
        self.assertEqual(str(APIError.from_response(400, {}, {"message": "bad name"})), "400 bad name")
        self.assertEqual(str(APIError.from_response(400, {}, {"error": "bad"})), "400 bad")
        self.assertEqual(str(APIError.from_response(400, {}, {"detail": "why"})), "400 why")
        self.assertEqual(str(APIError.from_response(400, {}, "plain text")), "400 plain text")
        self.assertEqual(str(APIError.from_response(400, {}, {"code": 7})), '400 {"code": 7}')
        self.assertEqual(len(str(APIError.from_response(400, {}, "x" * 5000))), 4 + 1000 + 1)


class RateLimitErrorTest(unittest.TestCase):
    def test_carries_retry_after_seconds(self) -> None:
        limited = APIError.from_response(429, {"retry-after": "7"}, None)
        assert isinstance(limited, RateLimitError)
        self.assertEqual(limited.retry_after, 7.0)
        unknown = APIError.from_response(429, {}, None)
        assert isinstance(unknown, RateLimitError)
        self.assertIsNone(unknown.retry_after)


class ConnectionErrorTest(unittest.TestCase):
    def test_is_an_api_error_without_status_that_carries_the_url(self) -> None:
        error = ConnectionError("http://127.0.0.1:1/accounts")
        self.assertIsInstance(error, APIError)
        self.assertIsNone(error.status_code)
        self.assertEqual(error.headers, {})
        self.assertEqual(error.url, "http://127.0.0.1:1/accounts")
        self.assertIn("http://127.0.0.1:1/accounts", str(error))

    def test_is_also_the_builtin_connection_error(self) -> None:
        with self.assertRaises(builtins.ConnectionError):
            raise ConnectionError("http://x/y")
        with self.assertRaises(builtins.TimeoutError):
            raise ConnectionTimeoutError("http://x/y", "timed out")
        timeout = ConnectionTimeoutError("http://x/y", "timed out")
        self.assertIsInstance(timeout, ConnectionError)
        self.assertEqual(str(timeout), "timed out")


if __name__ == "__main__":
    unittest.main()
