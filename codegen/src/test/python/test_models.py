"""Response models (BaseModel, construct_value), the omit sentinel and the per-call extras of the runtime."""

from __future__ import annotations

import sys
import types
import unittest
from typing import Annotated, Any, ClassVar, Dict, List, Literal, Optional, Union

from support import MockServer, RecordingClient

from sdkgen_runtime.client import merge_options
from sdkgen_runtime.models import BaseModel, Discriminator, Omit, construct_value, omit, strip_omitted


class Owner(BaseModel):
    name: str
    email: Optional[str] = None
    pets: Optional[List[Pet]] = None
    from_: Optional[int] = None
    __wire_names__: ClassVar[Dict[str, str]] = {"from_": "from"}


class Cat(BaseModel):
    kind: str
    lives: Optional[int] = None


class Dog(BaseModel):
    kind: str
    weight: float


class Circle(BaseModel):
    shape: Literal["circle"]
    radius: float


class Square(BaseModel):
    shape: Literal["square"]
    side: float


Pet = Annotated[Union[Cat, Dog], Discriminator("kind", {"cat": "Cat", "dog": "Dog"})]
Shape = Union[Circle, Square]


class ModelsTest(unittest.TestCase):
    def test_nested_objects_become_models_and_unknown_keys_are_kept(self) -> None:
        owner = Owner.from_dict(
            {"name": "Ada", "pets": [{"kind": "cat", "lives": 9}, {"kind": "dog", "weight": 3}], "from": 2, "new": [1]}
        )
        self.assertEqual(owner.name, "Ada")
        self.assertIsNone(owner.email, "an absent optional field reads as None")
        assert owner.pets is not None
        cat, dog = owner.pets
        self.assertIsInstance(cat, Cat)
        assert isinstance(dog, Dog)
        self.assertEqual(dog.weight, 3.0)
        self.assertIsInstance(dog.weight, float, "an integer in a number field reads as float")
        self.assertEqual(owner.from_, 2)
        self.assertEqual(owner.model_extra, {"new": [1]})
        self.assertEqual(getattr(owner, "new"), [1], "an unknown key is an attribute at run time")

    def test_to_dict_gives_back_the_wire_keys_of_the_fields_that_were_set(self) -> None:
        data: Dict[str, Any] = {"name": "Ada", "email": None, "from": 2, "extra": {"a": 1}}
        owner = Owner.from_dict(data)
        self.assertEqual(owner.to_dict(), data, "a null the server sent stays null; absent fields stay absent")
        self.assertEqual(Owner.from_dict(owner.to_dict()), owner)
        self.assertIn('"from": 2', owner.to_json())

    def test_equality_and_repr(self) -> None:
        self.assertEqual(Cat(kind="cat", lives=9), Cat.from_dict({"kind": "cat", "lives": 9}))
        self.assertNotEqual(Cat(kind="cat"), Cat(kind="cat", lives=1))
        self.assertNotEqual(Cat(kind="cat"), Dog(kind="cat", weight=1))
        self.assertEqual(repr(Cat(kind="cat", lives=9)), "Cat(kind='cat', lives=9)")

    def test_reading_an_absent_required_field_names_it(self) -> None:
        with self.assertRaises(AttributeError) as caught:
            _ = Dog.from_dict({"kind": "dog"}).weight
        self.assertIn("'weight'", str(caught.exception))
        with self.assertRaises(AttributeError):
            _ = getattr(Dog.from_dict({}), "nothing")

    def test_a_value_that_does_not_fit_its_type_is_kept_as_it_arrived(self) -> None:
        dog = Dog.from_dict({"kind": "dog", "weight": "heavy"})
        self.assertEqual(getattr(dog, "weight"), "heavy")
        self.assertEqual(construct_value(List[Cat], {"not": "a list"}), {"not": "a list"})

    def test_union_by_discriminator_mapping_and_by_literal_fields(self) -> None:
        pets = construct_value(List[Pet], [{"kind": "dog", "weight": 1}, {"kind": "cat"}, {"kind": "cow"}])
        self.assertEqual([type(p).__name__ for p in pets[:2]], ["Dog", "Cat"])
        shapes = construct_value(List[Shape], [{"shape": "square", "side": 2}, {"shape": "circle", "radius": 1}])
        self.assertEqual([type(s).__name__ for s in shapes], ["Square", "Circle"])
        self.assertEqual(construct_value(Shape, {"shape": "hexagon"}), {"shape": "hexagon"}, "no variant fits: kept")
        self.assertEqual(construct_value(Union[int, str], "7"), "7")

    def test_forward_references_resolve_in_the_types_module(self) -> None:
        module = types.ModuleType("sdkgen_runtime.types")
        module.__dict__.update({"Cat": Cat, "Dog": Dog, "Union": Union, "List": List})
        sys.modules["sdkgen_runtime.types"] = module
        try:
            pets = construct_value(List[Union["Cat", "Dog"]], [{"kind": "x", "weight": 2}])
            self.assertIsInstance(pets[0], Dog)
        finally:
            del sys.modules["sdkgen_runtime.types"]

    def test_constructor_keeps_undeclared_names_as_extra_keys(self) -> None:
        extra: Dict[str, Any] = {"mood": "calm"}
        cat = Cat(kind="cat", **extra)
        self.assertEqual(cat.to_dict(), {"kind": "cat", "mood": "calm"})


class OmitTest(unittest.TestCase):
    def test_omit_is_falsy_one_value_and_stripped_at_any_depth(self) -> None:
        self.assertIs(Omit(), omit)
        self.assertFalse(omit)
        self.assertEqual(repr(omit), "omit")
        self.assertEqual(
            strip_omitted({"a": omit, "b": None, "c": {"d": omit, "e": 0}, "f": [omit, 1]}),
            {"b": None, "c": {"e": 0}, "f": [1]},
        )

    def test_merge_options_puts_the_method_arguments_over_the_options(self) -> None:
        merged = merge_options(
            {"headers": {"A": "1", "B": "1"}, "timeout": 5, "max_retries": 1}, {"B": "2"}, {"q": 1}, {"x": True}, 9
        )
        self.assertEqual(
            merged,
            {"headers": {"A": "1", "B": "2"}, "timeout": 9, "max_retries": 1, "query": {"q": 1}, "extra_body": {"x": True}},
        )
        self.assertEqual(merge_options(None), {})


class RequestTest(unittest.TestCase):
    server: MockServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = MockServer().start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.close()

    def setUp(self) -> None:
        self.server.reset()

    def test_omitted_fields_are_not_sent_and_extra_body_is_merged(self) -> None:
        self.server.enqueue("POST", "/o", json={"name": "Ada", "pets": [{"kind": "cat"}]})
        client = RecordingClient(base_url=self.server.url, api_key="k")
        owner = client._request(  # pyright: ignore[reportPrivateUsage]
            "post",
            "/o",
            body={"name": "Ada", "email": omit, "from": None},
            cast_to=Owner,
            options=merge_options(None, extra_body={"beta": 1}),
        )
        self.assertEqual(self.server.requests()[0]["json"], {"name": "Ada", "from": None, "beta": 1})
        self.assertIsInstance(owner, Owner)
        self.assertIsInstance(owner.pets[0], Cat)

    def test_extra_body_alone_makes_a_body_and_a_form_body_takes_it_too(self) -> None:
        self.server.enqueue("POST", "/o", json={}, repeat=True)
        client = RecordingClient(base_url=self.server.url, api_key="k")
        client._request("post", "/o", options=merge_options(None, extra_body={"a": 1}))  # pyright: ignore[reportPrivateUsage]
        client._request(  # pyright: ignore[reportPrivateUsage]
            "post", "/o", body={"b": omit, "c": "x"}, encoding="form", options=merge_options(None, extra_body={"a": 1})
        )
        first, second = self.server.requests()
        self.assertEqual(first["json"], {"a": 1})
        self.assertEqual(second["body"], "c=x&a=1")


if __name__ == "__main__":
    unittest.main()
