# Reference SDK (hand-written): the shape of generated code over the runtime core. See docs/runtime.md.
from __future__ import annotations

from typing import Optional

from .._core import APIResource, BinaryBody, RequestOptions
from ..types import FileCreateParams, FileObject


class Files(APIResource):
    def upload(self, body: FileCreateParams, *, options: Optional[RequestOptions] = None) -> FileObject:
        """Upload a file (multipart/form-data)."""
        return self._request("post", "/files", body=body, encoding="multipart", options=options)

    def content(self, file_id: str, *, options: Optional[RequestOptions] = None) -> bytes:
        """Download a file's content (application/octet-stream)."""
        return self._request(
            "get",
            "/files/{file_id}/content",
            path_params=[file_id],
            response_type="binary",
            accept="application/octet-stream",
            options=options,
        )

    def replace(self, file_id: str, body: BinaryBody, *, options: Optional[RequestOptions] = None) -> FileObject:
        """Replace a file's content (the request body is application/pdf)."""
        return self._request(
            "put",
            "/files/{file_id}/content",
            path_params=[file_id],
            body=body,
            encoding="binary",
            content_type="application/pdf",
            options=options,
        )
