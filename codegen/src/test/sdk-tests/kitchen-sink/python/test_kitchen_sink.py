"""Behaviour of the GENERATED kitchen-sink SDK (fixtures/kitchen-sink) against the mock server.

GeneratedSdkBehaviourTest generates the SDK and runs this with unittest, with the SDK's src/ and the
mock server on PYTHONPATH.
"""

import os
import unittest
from typing import Any, Dict, List

from kitchen_sink import (
    APIError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ConnectionError,
    InternalServerError,
    KitchenSink,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
)
from kitchen_sink.types import Comment, HealthResponse, Project
from mock_server import MockServer


class RecordingKitchenSink(KitchenSink):
    """The generated client with the waits before retries recorded instead of slept."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sleeps: List[float] = []

    def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)


def project(project_id: str) -> Dict[str, Any]:
    return {"id": project_id, "created_at": "2024-01-01T00:00:00Z", "name": project_id, "status": "active"}


def task(task_id: str) -> Dict[str, Any]:
    return {"id": task_id, "created_at": "2024-01-01T00:00:00Z", "title": task_id, "done": False}


class KitchenSinkTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()
        os.environ.pop("KITCHEN_TOKEN", None)

    def client(self, **kwargs: Any) -> RecordingKitchenSink:
        options: Any = {"base_url": self.server.url, "api_key": "tok-test"}
        options.update(kwargs)
        return RecordingKitchenSink(**options)

    def test_path_parameters_in_order_across_three_nested_resources(self) -> None:
        self.server.enqueue("POST", "/projects/p%201/tasks/t%2F2/comments", 201, json={"id": "c1", "body": "hi"})
        comment: Comment = self.client().projects.tasks.comments.create("p 1", "t/2", body="hi")
        self.assertEqual(comment, Comment(id="c1", body="hi"))
        self.assertEqual(comment.body, "hi")
        self.assertEqual(comment.to_dict(), {"id": "c1", "body": "hi"})
        request = self.server.requests()[0]
        self.assertEqual(request["method"], "POST")
        self.assertEqual(request["path"], "/projects/p%201/tasks/t%2F2/comments")

    def test_body_fields_are_keyword_arguments_sent_as_json(self) -> None:
        self.server.enqueue("POST", "/projects", 201, json=project("p1"))
        created = self.client().projects.create(
            name="Apollo", settings={"visibility": "private", "notify": True}, labels={"team": "core"}
        )
        self.assertIsInstance(created, Project)
        self.assertEqual(created.id, "p1")
        self.assertEqual(created.status, "active")
        request = self.server.requests()[0]
        self.assertEqual(
            request["json"], {"name": "Apollo", "settings": {"visibility": "private", "notify": True}, "labels": {"team": "core"}}
        )
        self.assertTrue(request["headers"]["content-type"].startswith("application/json"))

    def test_left_out_fields_are_not_sent_and_zero_is(self) -> None:
        self.server.enqueue("PATCH", "/projects/p1", json=project("p1"))
        self.client().projects.update("p1", priority=0)
        self.assertEqual(self.server.requests()[0]["json"], {"priority": 0})

    def test_an_optional_body_with_no_field_set_is_not_sent(self) -> None:
        # As TypeScript: no body at all rather than {} (which a body schema with required properties refuses).
        self.server.enqueue("PATCH", "/projects/p1", json=project("p1"))
        self.server.enqueue("PATCH", "/projects/p1", json=project("p1"))
        self.client().projects.update("p1")
        self.client().projects.update("p1", extra_body={"beta_flag": True})
        first, second = self.server.requests()
        self.assertEqual(first["body"], "")
        self.assertIsNone(first["json"])
        self.assertNotIn("content-type", first["headers"])
        self.assertEqual(second["json"], {"beta_flag": True})

    def test_extra_body_query_and_headers_reach_the_server(self) -> None:
        self.server.enqueue("PATCH", "/projects/p1", json=project("p1"))
        self.client().projects.update(
            "p1", name="n", extra_body={"beta_flag": True}, extra_query={"trace": "1"}, extra_headers={"X-Extra": "yes"}
        )
        request = self.server.requests()[0]
        self.assertEqual(request["json"], {"name": "n", "beta_flag": True})
        self.assertEqual(request["query_params"], {"trace": ["1"]})
        self.assertEqual(request["headers"]["x-extra"], "yes")

    def test_a_discriminated_union_is_read_as_the_variant_it_names(self) -> None:
        self.server.enqueue(
            "GET",
            "/events",
            json=[
                {"type": "task.created", "task": task("t1")},
                {"type": "project.archived", "project_id": "p1"},
                {"type": "project.renamed", "project_id": "p2"},
            ],
        )
        created, archived, unknown = self.client().events.list()
        self.assertEqual(type(created).__name__, "TaskCreatedEvent")
        self.assertEqual(created.task.id, "t1")
        self.assertEqual(type(archived).__name__, "ProjectArchivedEvent")
        self.assertEqual(unknown, {"type": "project.renamed", "project_id": "p2"}, "a variant the SDK does not know stays as it arrived")

    def test_response_models_keep_unknown_fields_and_read_absent_optional_ones_as_none(self) -> None:
        self.server.enqueue("GET", "/projects/p1", json={**project("p1"), "brand_new": {"x": 1}})
        got = self.client().projects.retrieve("p1")
        self.assertIsNone(got.description)
        self.assertEqual(got.model_extra, {"brand_new": {"x": 1}})
        self.assertEqual(got.to_dict()["brand_new"], {"x": 1})
        self.assertIn("Project(id='p1'", repr(got))

    def test_client_root_method(self) -> None:
        self.server.enqueue("GET", "/health", json={"status": "ok", "uptime_seconds": 12})
        health: HealthResponse = self.client().health()
        self.assertEqual(health, HealthResponse(status="ok", uptime_seconds=12))
        self.assertEqual(health.uptime_seconds, 12)

    def test_header_parameters_integer_path_parameters_and_204(self) -> None:
        self.server.enqueue("GET", "/projects/p1", json=project("p1"))
        self.server.enqueue("GET", "/nodes/42", json={"id": 42, "children": []})
        self.server.enqueue("DELETE", "/projects/p1", 204)
        client = self.client()
        client.projects.retrieve("p1", x_request_id="req-1")
        self.assertEqual(client.nodes.retrieve(42).id, 42)
        self.assertIsNone(client.projects.delete("p1"))
        requests = self.server.requests()
        self.assertEqual(requests[0]["headers"]["x-request-id"], "req-1")
        self.assertEqual(requests[2]["method"], "DELETE")

    def test_offset_auto_pagination_keeps_the_other_query_parameters(self) -> None:
        self.server.enqueue("GET", "/projects", json={"data": [project("p1"), project("p2")], "total": 3})
        self.server.enqueue("GET", "/projects", json={"data": [project("p3")], "total": 3})
        ids = [p.id for p in self.client().projects.list(limit=2, status="active", tag=["a", "b"])]
        self.assertEqual(ids, ["p1", "p2", "p3"])
        first, second = self.server.requests()
        self.assertEqual(first["query_params"], {"limit": ["2"], "status": ["active"], "tag": ["a", "b"]})
        self.assertEqual(second["query_params"], {"limit": ["2"], "status": ["active"], "tag": ["a", "b"], "offset": ["2"]})

    def test_cursor_auto_pagination_of_a_subresource(self) -> None:
        self.server.enqueue("GET", "/projects/p1/tasks", json={"tasks": [task("t1"), task("t2")], "has_more": True})
        self.server.enqueue("GET", "/projects/p1/tasks", json={"tasks": [task("t3")], "has_more": False})
        page = self.client().projects.tasks.list("p1", limit=2)
        self.assertEqual([t.id for t in page.items], ["t1", "t2"])
        self.assertEqual(page.body.has_more, True)
        self.assertTrue(page.has_next_page())
        following = page.get_next_page()
        self.assertEqual([t.id for t in following.items], ["t3"])
        self.assertFalse(following.has_next_page())
        self.assertEqual([r["query_params"] for r in self.server.requests()], [{"limit": ["2"]}, {"limit": ["2"], "after": ["t2"]}])

    def test_page_number_auto_pagination_of_a_sub_subresource(self) -> None:
        path = "/projects/p1/tasks/t1/comments"
        self.server.enqueue("GET", path, json={"data": [{"id": "c1", "body": "a"}, {"id": "c2", "body": "b"}], "has_more": True})
        self.server.enqueue("GET", path, json={"data": [{"id": "c3", "body": "c"}], "has_more": False})
        ids = [c.id for c in self.client().projects.tasks.comments.list("p1", "t1", per_page=2)]
        self.assertEqual(ids, ["c1", "c2", "c3"])
        self.assertEqual(
            [r["query_params"] for r in self.server.requests()], [{"per_page": ["2"]}, {"per_page": ["2"], "page": ["2"]}]
        )

    def test_pagination_scheme_of_the_config_a_next_page_token_until_empty_or_done(self) -> None:
        def activity(activity_id: str) -> Dict[str, Any]:
            return {"id": activity_id, "action": "x"}

        self.server.enqueue("GET", "/activity", json={"entries": [activity("a1"), activity("a2")], "meta": {"next_page_token": "tok 2"}})
        self.server.enqueue("GET", "/activity", json={"entries": [activity("a3")], "meta": {"next_page_token": ""}})
        self.server.enqueue(
            "GET", "/activity", json={"entries": [activity("a4")], "meta": {"next_page_token": "tok 5"}, "last_page": True}
        )
        self.assertEqual([a.id for a in self.client().activity.list(page_size=2)], ["a1", "a2", "a3"])
        last = self.client().activity.list(page_size=1)
        self.assertEqual([a.id for a in last.items], ["a4"])
        self.assertFalse(last.has_next_page(), "done is true although a token came")
        self.assertEqual(
            [r["query_params"] for r in self.server.requests()],
            [{"page_size": ["2"]}, {"page_size": ["2"], "page_token": ["tok 2"]}, {"page_size": ["1"]}],
        )

    def test_pagination_with_the_cursor_in_the_request_body_keeps_the_callers_fields(self) -> None:
        def activity(activity_id: str) -> Dict[str, Any]:
            return {"id": activity_id, "action": "x"}

        self.server.enqueue("POST", "/activity/search", json={"results": [activity("s1"), activity("s2")], "next_page_token": "n 2"})
        self.server.enqueue("POST", "/activity/search", json={"results": [activity("s3")], "next_page_token": None})
        self.assertEqual([a.id for a in self.client().activity.search(query="deploy")], ["s1", "s2", "s3"])
        sent = self.server.requests()
        self.assertEqual([r["json"] for r in sent], [{"query": "deploy"}, {"query": "deploy", "page_token": "n 2"}])
        self.assertEqual([r["query_params"] for r in sent], [{}, {}])

    def test_pagination_by_the_link_header_follows_rel_next_under_the_base_url(self) -> None:
        url = self.server.url

        def activity(activity_id: str) -> Dict[str, Any]:
            return {"id": activity_id, "action": "x"}

        def link(page: int) -> Dict[str, str]:
            return {"Link": f'<{url}/activity/feed?per_page=2&page={page}>; rel="next", <{url}/activity/feed?page=1>; rel="first"'}

        self.server.enqueue("GET", "/activity/feed", json=[activity("f1"), activity("f2")], headers=link(2))
        self.server.enqueue("GET", "/activity/feed", json=[activity("f3"), activity("f4")], headers=link(3))
        self.server.enqueue("GET", "/activity/feed", json=[activity("f5")], headers={"Link": f'<{url}/activity/feed?page=1>; rel="first"'})
        self.server.enqueue(
            "GET", "/activity/feed", json=[activity("x1")], headers={"Link": '<https://elsewhere.test/activity/feed?page=2>; rel="next"'}
        )
        self.assertEqual([a.id for a in self.client().activity.feed(per_page=2)], ["f1", "f2", "f3", "f4", "f5"])
        foreign = self.client().activity.feed()
        self.assertTrue(foreign.has_next_page())
        with self.assertRaisesRegex(ValueError, "is not under the base URL"):
            foreign.get_next_page()
        self.assertEqual([r["query"] for r in self.server.requests()], ["per_page=2", "per_page=2&page=2", "per_page=2&page=3", ""])

    def test_retries_a_status_listed_in_retry_on_with_backoff(self) -> None:
        self.server.enqueue("GET", "/projects/p1", 503, json={"message": "busy"})
        self.server.enqueue("GET", "/projects/p1", 503, json={"message": "busy"})
        self.server.enqueue("GET", "/projects/p1", json=project("p1"))
        client = self.client()
        self.assertEqual(client.projects.retrieve("p1").id, "p1")
        self.assertEqual([r["headers"]["x-sdkgen-retry-count"] for r in self.server.requests()], ["0", "1", "2"])
        self.assertEqual(len(client.sleeps), 2)
        self.assertTrue(0.0074 < client.sleeps[0] <= 0.010, client.sleeps)
        self.assertTrue(0.0149 < client.sleeps[1] <= 0.020, client.sleeps)

    def test_waits_for_retry_after(self) -> None:
        self.server.enqueue("GET", "/health", 429, headers={"Retry-After": "1"}, json={})
        self.server.enqueue("GET", "/health", json={"status": "ok"})
        real = KitchenSink(base_url=self.server.url, api_key="tok-test")
        self.assertEqual(real.health().status, "ok")
        first, second = self.server.requests()
        self.assertGreaterEqual(second["time"] - first["time"], 0.95)

        self.server.reset()
        self.server.enqueue("GET", "/health", 503, headers={"Retry-After": "2"}, json={})
        self.server.enqueue("GET", "/health", json={"status": "ok"})
        recording = self.client()
        recording.health()
        self.assertEqual(recording.sleeps, [2.0])

    def test_no_retry_for_a_status_outside_retry_on(self) -> None:
        self.server.enqueue("GET", "/projects/p1", 500, json={"message": "boom"}, repeat=True)
        with self.assertRaises(InternalServerError):
            self.client().projects.retrieve("p1")
        self.assertEqual(len(self.server.requests()), 1)

    def test_no_retry_for_a_retries_disabled_operation(self) -> None:
        self.server.enqueue("POST", "/projects/p1/archive", 503, json={}, repeat=True)
        client = self.client()
        with self.assertRaises(InternalServerError):
            client.projects.archive("p1")
        self.assertEqual(len(self.server.requests()), 1)
        self.assertEqual(client.sleeps, [])

    def test_error_class_of_each_status_and_its_fields(self) -> None:
        cases: List[Any] = [
            (400, BadRequestError),
            (401, AuthenticationError),
            (403, PermissionDeniedError),
            (404, NotFoundError),
            (409, ConflictError),
            (422, UnprocessableEntityError),
            (429, RateLimitError),
            (500, InternalServerError),
            (418, APIError),
        ]
        client = self.client(max_retries=0)
        for status, error_class in cases:
            with self.subTest(status=status):
                self.server.reset()
                body = {"error": {"code": "e", "message": f"failed with {status}"}}
                self.server.enqueue("GET", "/projects/p1", status, headers={"X-Trace": f"t{status}", "Retry-After": "7"}, json=body)
                with self.assertRaises(APIError) as caught:
                    client.projects.retrieve("p1")
                error = caught.exception
                self.assertIs(type(error), error_class)
                self.assertEqual(error.status_code, status)
                self.assertEqual(error.headers["x-trace"], f"t{status}")
                self.assertEqual(error.body, body)
                self.assertEqual(str(error), f"{status} failed with {status}")
                if isinstance(error, RateLimitError):
                    self.assertEqual(error.retry_after, 7.0)

    def test_rate_limit_error_with_retry_after_once_retries_are_exhausted(self) -> None:
        self.server.enqueue("GET", "/health", 429, headers={"Retry-After": "3"}, json={}, repeat=True)
        client = self.client()
        with self.assertRaises(RateLimitError) as caught:
            client.health()
        self.assertEqual(caught.exception.retry_after, 3.0)
        self.assertEqual(len(self.server.requests()), 4, "max_retries: 3 means four attempts")
        self.assertEqual(client.sleeps, [3.0, 3.0, 3.0])

    def test_connection_error_with_the_url(self) -> None:
        self.server.enqueue("GET", "/projects/p1", drop=True)
        with self.assertRaises(ConnectionError) as caught:
            self.client().projects.retrieve("p1")
        self.assertIsInstance(caught.exception, APIError)
        self.assertEqual(caught.exception.url, self.server.url + "/projects/p1")
        self.assertIsNone(caught.exception.status_code)

    def test_api_key_from_kitchen_token(self) -> None:
        self.server.enqueue("GET", "/health", json={"status": "ok"}, repeat=True)
        os.environ["KITCHEN_TOKEN"] = "tok-env"
        KitchenSink(base_url=self.server.url).health()
        KitchenSink(base_url=self.server.url, api_key="tok-explicit").health()
        del os.environ["KITCHEN_TOKEN"]
        KitchenSink(base_url=self.server.url).health()
        from_env, explicit, none = self.server.requests()
        self.assertEqual(from_env["headers"]["x-kitchen-token"], "tok-env")
        self.assertEqual(explicit["headers"]["x-kitchen-token"], "tok-explicit")
        self.assertNotIn("x-kitchen-token", none["headers"])

        self.server.reset()
        self.server.enqueue("GET", "/health", 401, json={"message": "who are you"})
        with self.assertRaises(AuthenticationError) as caught:
            KitchenSink(base_url=self.server.url).health()
        self.assertIn("KITCHEN_TOKEN", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
