# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""Request body encodings: JSON, form (Stripe's style), multipart, binary and text."""

from __future__ import annotations

import datetime
import json
import os
from typing import IO, Any, List, Literal, Mapping, Optional, Sequence, Tuple, Union, cast
from urllib.parse import quote_plus

from .url import scalar_text

BodyEncoding = Literal["json", "form", "multipart", "binary", "text"]
"""How a request body is put on the wire (the IR's ``RequestBody.encoding``, lower-cased)."""

ResponseType = Literal["json", "text", "binary", "stream"]
"""What a successful response becomes: parsed JSON (other bodies give text), ``str``, ``bytes``, or a stream of
Server-Sent Events (``Stream`` / ``AsyncStream``)."""

FileContent = Union[bytes, bytearray, memoryview, IO[bytes]]
"""The content of a file: bytes, or a binary file object (read once, before the first attempt)."""

FileTypes = Union[
    FileContent,
    Tuple[Optional[str], FileContent],
    Tuple[Optional[str], FileContent, Optional[str]],
]
"""A file inside a multipart body: its content, or ``(filename, content)`` / ``(filename, content, content_type)``."""

BinaryBody = Union[bytes, bytearray, memoryview, IO[bytes], str]
"""The body of an operation whose request body is raw bytes (a ``str`` is sent UTF-8 encoded)."""

DEFAULT_CONTENT_TYPES: Mapping[str, str] = {
    "json": "application/json",
    "form": "application/x-www-form-urlencoded",
    "multipart": "multipart/form-data",
    "binary": "application/octet-stream",
    "text": "text/plain; charset=utf-8",
}
"""The Content-Type sent for each encoding when the operation does not name one."""


def encode_body(body: Any, encoding: str, content_type: Optional[str] = None) -> Tuple[bytes, str]:
    """Encodes a request body once per call (retries resend the same bytes); returns it and its Content-Type."""
    if encoding not in DEFAULT_CONTENT_TYPES:
        raise ValueError(f"Unknown body encoding {encoding!r}")
    media = content_type if content_type is not None else DEFAULT_CONTENT_TYPES[encoding]
    if encoding == "json":
        return json.dumps(body, default=json_default, ensure_ascii=False).encode("utf-8"), media
    if encoding == "form":
        return encode_form(body).encode("ascii"), media
    if encoding == "multipart":
        boundary = multipart_boundary()
        subtype = media.split(";", 1)[0].strip()
        if not subtype.lower().startswith("multipart/"):
            subtype = "multipart/form-data"
        return encode_multipart(body, boundary), f"{subtype}; boundary={boundary}"
    if encoding == "binary":
        return _binary(body), media
    if isinstance(body, str):
        return body.encode("utf-8"), media
    data = _bytes_of(body)
    if data is not None:
        return data, media
    raise TypeError(f"A text request body must be a str, got {type(body).__name__}")


def encode_form(body: Any) -> str:
    """``application/x-www-form-urlencoded`` in Stripe's style.

    Nested mappings as ``a[b]=v``, lists and tuples with indices (``a[0]=x``, ``items[0][price]=p``);
    None left out; booleans ``true``/``false``; dates ISO 8601. Names and values are percent-encoded
    (space as ``+``), the brackets stay literal.
    """
    if not isinstance(body, Mapping):
        raise TypeError(f"A form-encoded request body must be a mapping, got {type(body).__name__}")
    pairs: List[str] = []
    for key, value in cast(Mapping[Any, Any], body).items():
        _append_form(pairs, _form_escape(str(key)), value)
    return "&".join(pairs)


def _append_form(pairs: List[str], key: str, value: Any) -> None:
    if value is None:
        return
    if isinstance(value, (list, tuple)):
        for index, item in enumerate(cast(Sequence[Any], value)):
            _append_form(pairs, f"{key}[{index}]", item)
        return
    if isinstance(value, Mapping):
        for sub_key, sub_value in cast(Mapping[Any, Any], value).items():
            _append_form(pairs, f"{key}[{_form_escape(str(sub_key))}]", sub_value)
        return
    pairs.append(f"{key}={_form_escape(scalar_text(value))}")


def _form_escape(text: str) -> str:
    """Percent-encodes all but RFC 3986's unreserved characters (``A-Z a-z 0-9 - . _ ~``); space becomes ``+``."""
    return quote_plus(text, safe="")


def multipart_boundary() -> str:
    """A fresh multipart boundary: ``sdkgen-`` and 32 random hex digits."""
    return "sdkgen-" + os.urandom(16).hex()


def encode_multipart(body: Any, boundary: str) -> bytes:
    """``multipart/form-data``: one part per field (lists repeat the field).

    Files (bytes-like, binary file objects, ``(filename, content[, content_type])`` tuples) get a
    filename and a Content-Type; mappings (and lists inside lists) become JSON parts; scalars text
    parts; None fields are left out.
    """
    if not isinstance(body, Mapping):
        raise TypeError(f"A multipart request body must be a mapping of fields, got {type(body).__name__}")
    chunks: List[bytes] = []
    for name, value in cast(Mapping[Any, Any], body).items():
        _append_part(chunks, boundary, str(name), value, True)
    chunks.append(f"--{boundary}--\r\n".encode("ascii"))
    return b"".join(chunks)


def _append_part(chunks: List[bytes], boundary: str, name: str, value: Any, top: bool) -> None:
    if value is None:
        return
    disposition = f'--{boundary}\r\nContent-Disposition: form-data; name="{_header_escape(name)}"'
    file = _file_of(value)
    if file is not None:
        filename, content, content_type = file
        head = (
            f'{disposition}; filename="{_header_escape(filename or name)}"\r\n'
            f"Content-Type: {content_type or 'application/octet-stream'}\r\n\r\n"
        )
        chunks.extend((head.encode("utf-8"), content, b"\r\n"))
        return
    if top and isinstance(value, (list, tuple)):
        for item in cast(Sequence[Any], value):
            _append_part(chunks, boundary, name, item, False)
        return
    if isinstance(value, (Mapping, list, tuple)):
        text = json.dumps(value, default=json_default, ensure_ascii=False, separators=(",", ":"))
        chunks.append(f"{disposition}\r\nContent-Type: application/json\r\n\r\n{text}\r\n".encode("utf-8"))
        return
    chunks.append(f"{disposition}\r\n\r\n{scalar_text(value)}\r\n".encode("utf-8"))


def _file_of(value: Any) -> Optional[Tuple[Optional[str], bytes, Optional[str]]]:
    """``(filename, content, content_type)`` when the value is a file, else None."""
    data = _bytes_of(value)
    if data is not None:
        return None, data, None
    if _is_readable(value):
        return _file_name(value), _read(value), None
    if isinstance(value, tuple) and len(cast(Tuple[Any, ...], value)) in (2, 3):
        parts = cast(Tuple[Any, ...], value)
        filename: Any = parts[0]
        content: Any = parts[1]
        content_type: Any = parts[2] if len(parts) == 3 else None
        if (
            (filename is None or isinstance(filename, str))
            and (content_type is None or isinstance(content_type, str))
            and (_bytes_of(content) is not None or _is_readable(content))
        ):
            content_bytes = _bytes_of(content)
            data = content_bytes if content_bytes is not None else _read(content)
            name: Optional[str] = filename if filename is not None else _file_name(content)
            return name, data, content_type
    return None


def _bytes_of(value: Any) -> Optional[bytes]:
    """The bytes of a bytes-like value (bytes, bytearray, memoryview), else None."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(cast(Any, value))
    return None


def _is_readable(value: Any) -> bool:
    return not isinstance(value, (str, bytes, bytearray, memoryview)) and callable(getattr(value, "read", None))


def _read(file: Any) -> bytes:
    data: Any = file.read()
    if isinstance(data, str):
        return data.encode("utf-8")
    content = _bytes_of(data)
    if content is not None:
        return content
    raise TypeError(f"A file object's read() returned {type(data).__name__}, not bytes")


def _file_name(file: Any) -> Optional[str]:
    name: Any = getattr(file, "name", None)
    if isinstance(name, str) and name and not (name.startswith("<") and name.endswith(">")):
        return os.path.basename(name)
    return None


def _header_escape(text: str) -> str:
    """The HTML form rule for names and filenames in Content-Disposition."""
    return text.replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")


def _binary(body: Any) -> bytes:
    if isinstance(body, str):
        return body.encode("utf-8")
    data = _bytes_of(body)
    if data is not None:
        return data
    if _is_readable(body):
        return _read(body)
    raise TypeError(f"A binary request body must be bytes, a binary file object or str, got {type(body).__name__}")


def json_default(value: Any) -> Any:
    """``json.dumps`` hook: dates, datetimes and times as ISO 8601."""
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


__all__: List[str] = [
    "BodyEncoding",
    "ResponseType",
    "FileContent",
    "FileTypes",
    "BinaryBody",
    "DEFAULT_CONTENT_TYPES",
    "encode_body",
    "encode_form",
    "encode_multipart",
    "multipart_boundary",
    "json_default",
]
