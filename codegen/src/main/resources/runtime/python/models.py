# sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
"""Response models: typed attribute access over the JSON a server sent, without validating it.

Generated model classes (``types.py``) declare their fields as annotations. :meth:`BaseModel.from_dict`
builds one from a decoded JSON object: each known key becomes an attribute (nested objects become models,
lists and maps are converted item by item, a union becomes the variant the value fits), every other key is
kept and reachable (:attr:`BaseModel.model_extra`, ``model.unknown_key``). Nothing is validated: a value that
does not fit its declared type is kept as it arrived, as real servers drift from their specs. Absent
optional fields read as None; reading an absent required field raises AttributeError naming it.
"""

from __future__ import annotations

import json
import sys
import typing
from typing import (
    TYPE_CHECKING,
    Any,
    Callable,
    ClassVar,
    Dict,
    List,
    Mapping,
    NamedTuple,
    Optional,
    Tuple,
    Type,
    TypeVar,
    Union,
    cast,
)

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:

    def dataclass_transform(**_: Any) -> Any:
        """At run time a no-op: type checkers read the real one and give models a typed ``__init__``."""
        return lambda cls: cls


__all__ = ["BaseModel", "Discriminator", "Omit", "omit", "construct_value", "strip_omitted"]

ModelT = TypeVar("ModelT", bound="BaseModel")

_TYPES_MODULE = __name__.rsplit(".", 2)[0] + ".types"
"""The generated module holding the models, where forward references are resolved."""


class Omit:
    """The value of an optional argument that was left out, as opposed to None (which is sent as JSON null)."""

    _instance: ClassVar[Optional["Omit"]] = None

    def __new__(cls) -> "Omit":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return "omit"


omit = Omit()
"""The default of optional body fields: the field is not sent at all."""


class Discriminator:
    """Metadata of a union (``Annotated[Union[...], Discriminator(...)]``): the property that tells the
    variants apart, and its values mapped to variant class names (from the spec's discriminator)."""

    __slots__ = ("property", "mapping")

    def __init__(self, property: str, mapping: Optional[Mapping[str, str]] = None) -> None:
        self.property = property
        self.mapping: Dict[str, str] = dict(mapping or {})

    def __repr__(self) -> str:
        return f"Discriminator({self.property!r}, {self.mapping!r})"


class _ModelInfo(NamedTuple):
    fields: Tuple[str, ...]
    """Attribute names in declaration order."""
    wire: Dict[str, str]
    """Attribute name -> JSON key."""
    by_wire: Dict[str, str]
    """JSON key -> attribute name."""
    types: Dict[str, Any]
    """Attribute name -> its type (missing when the annotation could not be resolved)."""
    required: Tuple[str, ...]
    """Attributes without a default."""


_INFO: Dict[type, _ModelInfo] = {}
_RESOLVED: Dict[str, Any] = {}
_MEMBERS = frozenset(("to_dict", "to_json", "from_dict", "model_extra"))


@dataclass_transform(kw_only_default=True)
class BaseModel:
    """Base class of generated response models."""

    __wire_names__: ClassVar[Dict[str, str]] = {}
    """Attributes whose JSON key differs from their name (a key that is no Python identifier, a keyword)."""

    def __init__(self, **fields: Any) -> None:
        """A model from attribute values (for tests and hand-made values); keys it does not declare are kept as
        extra JSON keys."""
        info = _info(type(self))
        extra: Dict[str, Any] = {}
        object.__setattr__(self, "_extra", extra)
        for name, value in fields.items():
            if name in info.wire:
                object.__setattr__(self, name, value)
            else:
                extra[name] = value

    @classmethod
    def from_dict(cls: Type[ModelT], data: Mapping[str, Any]) -> ModelT:
        """A model from a decoded JSON object, converting nested values to their declared types (without
        validating them)."""
        info = _info(cls)
        model = cls.__new__(cls)
        extra: Dict[str, Any] = {}
        object.__setattr__(model, "_extra", extra)
        for key, value in data.items():
            name = info.by_wire.get(key)
            if name is None:
                extra[key] = value
            else:
                kind = info.types.get(name, Any)
                object.__setattr__(model, name, construct_value(kind, value))
        return model

    @property
    def _request_id(self) -> Optional[str]:
        """The request id of the response this model was read from (``x-request-id`` / ``request-id``), or None."""
        return cast(Optional[str], self.__dict__.get("_sdk_request_id"))

    @property
    def model_extra(self) -> Dict[str, Any]:
        """The JSON keys the model does not declare, with their values as received."""
        return cast(Dict[str, Any], self.__dict__.get("_extra", {}))

    def to_dict(self) -> Dict[str, Any]:
        """The model as JSON-ready data: its JSON keys, only the fields that are set, nested models as dicts."""
        info = _info(type(self))
        out: Dict[str, Any] = {}
        values = self.__dict__
        for name in info.fields:
            if name in values:
                out[info.wire[name]] = _plain(values[name])
        for key, value in self.model_extra.items():
            out.setdefault(key, _plain(value))
        return out

    def to_json(self, *, indent: Optional[int] = 2) -> str:
        """:meth:`to_dict` as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.to_dict() == cast(BaseModel, other).to_dict()

    def __repr__(self) -> str:
        info = _info(type(self))
        values = self.__dict__
        parts = [f"{name}={values[name]!r}" for name in info.fields if name in values]
        parts.extend(f"{key}={value!r}" if key.isidentifier() else f"**{{{key!r}: {value!r}}}" for key, value in self.model_extra.items())
        return f"{type(self).__name__}({', '.join(parts)})"

    if not TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any:
            # Only reached when normal lookup fails: an extra JSON key, or an absent required field.
            extra = self.__dict__.get("_extra", {})
            if name in extra:
                return extra[name]
            info = _info(type(self))
            if name in info.wire:
                raise AttributeError(
                    f"{type(self).__name__}.{name} is not set: the response had no {info.wire[name]!r} field"
                )
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


def construct_value(kind: Any, value: Any) -> Any:
    """``value`` (decoded JSON) as the declared type ``kind``: models for objects, lists and maps item by item,
    unions as the variant the value fits; anything that does not fit is returned as it is."""
    if value is None:
        return None
    kind = _resolve(kind)
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin is typing.Annotated:
        inner = args[0]
        discriminator = next((m for m in args[1:] if isinstance(m, Discriminator)), None)
        if typing.get_origin(inner) is Union:
            return _union(typing.get_args(inner), value, discriminator)
        return construct_value(inner, value)
    if origin is Union:
        return _union(args, value, None)
    if origin is list and isinstance(value, list) and args:
        item = args[0]
        return [construct_value(item, v) for v in cast(List[Any], value)]
    if origin is dict and isinstance(value, dict) and len(args) == 2:
        values = args[1]
        return {k: construct_value(values, v) for k, v in cast(Dict[str, Any], value).items()}
    if isinstance(kind, type):
        if issubclass(kind, BaseModel):
            return kind.from_dict(cast(Dict[str, Any], value)) if isinstance(value, dict) else cast(Any, value)
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
    return cast(Any, value)


def _union(variants: Tuple[Any, ...], value: Any, discriminator: Optional[Discriminator]) -> Any:
    resolved = [_resolve(v) for v in variants]
    if discriminator is not None and isinstance(value, dict):
        tag = cast(Dict[str, Any], value).get(discriminator.property)
        name = discriminator.mapping.get(tag) if isinstance(tag, str) else None
        for variant in resolved:
            if isinstance(variant, type) and variant.__name__ == name:
                return construct_value(variant, value)
    best: Any = None
    best_score = -1
    for variant in resolved:
        score = _fit(variant, value)
        if score > best_score:
            best, best_score = variant, score
    return cast(Any, value) if best is None else construct_value(best, value)


def _fit(kind: Any, value: Any) -> int:
    """How well ``value`` fits ``kind``: -1 not at all; higher is better."""
    origin = typing.get_origin(kind)
    if origin is typing.Annotated:
        return _fit(typing.get_args(kind)[0], value)
    if origin is Union:
        return max((_fit(_resolve(v), value) for v in typing.get_args(kind)), default=-1)
    if origin is typing.Literal:
        return 50 if value in typing.get_args(kind) else -1
    if origin is list:
        return 10 if isinstance(value, list) else -1
    if origin is dict:
        return 5 if isinstance(value, dict) else -1
    if kind is Any or kind is object:
        return 0
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return _model_fit(kind, value)
    for scalar, accepts in _SCALARS:
        if kind is scalar:
            return 10 if accepts(value) else -1
    return -1


_SCALARS: Tuple[Tuple[type, Callable[[Any], bool]], ...] = (
    (bool, lambda v: isinstance(v, bool)),
    (int, lambda v: isinstance(v, int) and not isinstance(v, bool)),
    (float, lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)),
    (str, lambda v: isinstance(v, str)),
)


def _model_fit(kind: Type[BaseModel], value: Any) -> int:
    if not isinstance(value, dict):
        return -1
    data = cast(Dict[str, Any], value)
    info = _info(kind)
    score = 1
    for name in info.fields:
        key = info.wire[name]
        if key not in data:
            if name in info.required:
                score -= 20
            continue
        declared = info.types.get(name, Any)
        if typing.get_origin(_resolve(declared)) is typing.Literal:
            if _fit(declared, data[key]) < 0:
                return -1
            score += 100
        score += 2
    score -= sum(1 for key in data if key not in info.by_wire)
    return max(score, 0)


def _info(cls: type) -> _ModelInfo:
    info = _INFO.get(cls)
    if info is None:
        info = _INFO[cls] = _describe(cls)
    return info


def _describe(cls: type) -> _ModelInfo:
    fields: List[str] = []
    wire: Dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        annotations = cast(Dict[str, Any], vars(klass).get("__annotations__", {}))
        names = cast(Mapping[str, str], vars(klass).get("__wire_names__", {}))
        for name, annotation in annotations.items():
            if name.startswith("__") or str(annotation).startswith(("ClassVar", "typing.ClassVar")):
                continue
            if name not in wire:
                fields.append(name)
            wire[name] = names.get(name, name)
    try:
        hints = typing.get_type_hints(cls, include_extras=True)
    except Exception:  # an annotation that cannot be resolved: its values stay as they arrived
        hints = {}
    types = {name: hints[name] for name in fields if name in hints}
    required = tuple(name for name in fields if not _has_default(cls, name))
    return _ModelInfo(tuple(fields), wire, {key: name for name, key in wire.items()}, types, required)


def _has_default(cls: type, name: str) -> bool:
    return any(name in vars(klass) for klass in cls.__mro__ if klass is not object)


def _resolve(kind: Any) -> Any:
    """A forward reference (a name in quotes) as the type it names in the generated ``types`` module."""
    if isinstance(kind, str):
        name = kind
    elif isinstance(kind, typing.ForwardRef):
        name = kind.__forward_arg__
    else:
        return kind
    resolved = _RESOLVED.get(name)
    if resolved is None:
        holder = type("_Reference", (), {"__annotations__": {"value": name}, "__module__": _TYPES_MODULE})
        try:
            resolved = typing.get_type_hints(holder, include_extras=True)["value"]
        except Exception:  # not resolvable (the module is not loaded): the value stays as it arrived
            resolved = Any
        if _TYPES_MODULE in sys.modules:
            _RESOLVED[name] = resolved
    return resolved


def _plain(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.to_dict()
    if isinstance(value, list):
        return [_plain(v) for v in cast(List[Any], value)]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in cast(Dict[str, Any], value).items()}
    return value


def strip_omitted(value: Any) -> Any:
    """A request value without the keys whose value is :data:`omit` (at any depth)."""
    if isinstance(value, Mapping):
        return {k: strip_omitted(v) for k, v in cast(Mapping[str, Any], value).items() if not isinstance(v, Omit)}
    if isinstance(value, list):
        return [strip_omitted(v) for v in cast(List[Any], value) if not isinstance(v, Omit)]
    return value
