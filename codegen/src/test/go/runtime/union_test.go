package core

import (
	"context"
	"encoding/json"
	"testing"
)

type unionCat struct {
	Type  string `json:"type"`
	Lives int64  `json:"lives"`
}

type unionDog struct {
	Type string `json:"type"`
	Bark string `json:"bark"`
}

// unionPet is a discriminated union as the Go emitter generates it.
type unionPet struct {
	OfCat    *unionCat
	OfDog    *unionDog
	OfString *string
	raw      json.RawMessage
}

func (u unionPet) MarshalJSON() ([]byte, error) {
	return marshalUnion(u.raw, u.OfCat, u.OfDog, u.OfString)
}

func (u *unionPet) UnmarshalJSON(data []byte) error {
	*u = unionPet{raw: append(json.RawMessage(nil), data...)}
	switch unionDiscriminator(data, "type") {
	case "cat":
		return json.Unmarshal(data, &u.OfCat)
	case "dog":
		return json.Unmarshal(data, &u.OfDog)
	}
	return nil
}

func (u unionPet) AsCat() (unionCat, error) { return unionVariant(u.OfCat, u.raw) }

func (u unionPet) AsString() (string, error) { return unionVariant(u.OfString, u.raw) }

func TestUnionWritesTheVariantThatIsSet(t *testing.T) {
	text := "hello"
	for _, c := range []struct {
		union unionPet
		want  string
	}{
		{unionPet{OfCat: &unionCat{Type: "cat", Lives: 9}}, `{"type":"cat","lives":9}`},
		{unionPet{OfString: &text}, `"hello"`},
		{unionPet{}, `null`},
		{unionPet{raw: json.RawMessage(`{"type":"bird"}`)}, `{"type":"bird"}`},
	} {
		got, err := json.Marshal(c.union)
		if err != nil || string(got) != c.want {
			t.Errorf("json.Marshal = %s, %v; want %s", got, err, c.want)
		}
	}
}

func TestUnionDecodesTheVariantItsDiscriminatorNamesAndKeepsTheJSON(t *testing.T) {
	var pets []unionPet
	if err := json.Unmarshal([]byte(`[{"type":"cat","lives":7},{"type":"dog","bark":"woof"},{"type":"bird"},"text"]`), &pets); err != nil {
		t.Fatal(err)
	}
	if pets[0].OfCat == nil || pets[0].OfCat.Lives != 7 || pets[0].OfDog != nil {
		t.Errorf("cat: %+v", pets[0])
	}
	if pets[1].OfDog == nil || pets[1].OfDog.Bark != "woof" {
		t.Errorf("dog: %+v", pets[1])
	}
	if pets[2].OfCat != nil || pets[2].OfDog != nil || string(pets[2].raw) != `{"type":"bird"}` {
		t.Errorf("an unknown variant keeps its JSON: %+v", pets[2])
	}
	if again, _ := json.Marshal(pets[2]); string(again) != `{"type":"bird"}` {
		t.Errorf("an unknown variant is written back as it came: %s", again)
	}
	if s, err := pets[3].AsString(); err != nil || s != "text" {
		t.Errorf("AsString = %q, %v", s, err)
	}
	if cat, err := pets[0].AsCat(); err != nil || cat.Lives != 7 {
		t.Errorf("AsCat = %+v, %v", cat, err)
	}
	if _, err := (unionPet{}).AsCat(); err == nil {
		t.Error("an empty union is no cat")
	}
	if unionDiscriminator([]byte(`[1]`), "type") != "" || unionDiscriminator([]byte(`{"type":1}`), "type") != "" {
		t.Error("a discriminator is a string property of an object")
	}
}

func TestCallReturnsTheDecodedResult(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/tags", JSON: []string{"a", "b"}},
		mockResponse{Method: "GET", Path: "/cat", JSON: map[string]any{"type": "cat", "lives": 3}},
		mockResponse{Method: "GET", Path: "/cat", Status: 404, JSON: map[string]any{"message": "gone"}})
	client := newTestClient(testConfig())
	core := client.clientCore
	tags, err := call[[]string](context.Background(), core, &requestSpec{method: "GET", path: "/tags"}, nil)
	if err != nil || len(tags) != 2 || tags[1] != "b" {
		t.Fatalf("call = %v, %v", tags, err)
	}
	cat, err := callPointer[unionCat](context.Background(), core, &requestSpec{method: "GET", path: "/cat"}, nil)
	if err != nil || cat == nil || cat.Lives != 3 {
		t.Fatalf("callPointer = %+v, %v", cat, err)
	}
	if cat, err := callPointer[unionCat](context.Background(), core, &requestSpec{method: "GET", path: "/cat"}, nil); cat != nil || err == nil {
		t.Fatalf("callPointer on a 404 = %+v, %v", cat, err)
	}
}
