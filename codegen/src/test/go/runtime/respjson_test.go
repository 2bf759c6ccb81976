package core

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// The structs below are written as the Go emitter writes a struct that responses carry (GoModels): a JSON
// field of metadata, UnmarshalJSON through unmarshalModel, RawJSON.

type tolerantOwner struct {
	ID    string      `json:"id"`
	Email Opt[string] `json:"email"`
	JSON  struct {
		ID          JSONField
		Email       JSONField
		ExtraFields map[string]JSONField
		raw         string
	} `json:"-"`
}

func (r *tolerantOwner) UnmarshalJSON(data []byte) error {
	type fields tolerantOwner
	return unmarshalModel(data, (*fields)(r), &r.JSON, &r.JSON.raw)
}

func (r tolerantOwner) RawJSON() string { return r.JSON.raw }

type tolerantPet struct {
	Name     string                   `json:"name"`
	Age      int64                    `json:"age"`
	Weight   Opt[float64]             `json:"weight"`
	Tags     []string                 `json:"tags"`
	Owner    Opt[tolerantOwner]       `json:"owner"`
	Friends  []tolerantOwner          `json:"friends"`
	ByRole   map[string]tolerantOwner `json:"by_role"`
	Kind     tolerantKind             `json:"kind"`
	Born     string                   `json:"born"`
	Vaccined bool                     `json:"vaccined"`
	Plus     Opt[int64]               `json:"+1"`
	JSON     struct {
		Name        JSONField
		Age         JSONField
		Weight      JSONField
		Tags        JSONField
		Owner       JSONField
		Friends     JSONField
		ByRole      JSONField
		Kind        JSONField
		Born        JSONField
		Vaccined    JSONField
		Plus        JSONField
		ExtraFields map[string]JSONField
		raw         string
	} `json:"-"`
}

func (r *tolerantPet) UnmarshalJSON(data []byte) error {
	type fields tolerantPet
	return unmarshalModel(data, (*fields)(r), &r.JSON, &r.JSON.raw)
}

func (r tolerantPet) MarshalJSON() ([]byte, error) { return marshalObject(r) }

func (r tolerantPet) RawJSON() string { return r.JSON.raw }

type tolerantLabels struct {
	Name                 string            `json:"name"`
	AdditionalProperties map[string]string `json:"-"`
	JSON                 struct {
		Name        JSONField
		ExtraFields map[string]JSONField
		raw         string
	} `json:"-"`
}

func (r *tolerantLabels) UnmarshalJSON(data []byte) error {
	type fields tolerantLabels
	return unmarshalModelExtra(data, (*fields)(r), &r.JSON, &r.JSON.raw, &r.AdditionalProperties)
}

func decodePet(t *testing.T, body string) tolerantPet {
	t.Helper()
	var pet tolerantPet
	noError(t, json.Unmarshal([]byte(body), &pet))
	return pet
}

func TestTolerantDecodingKeepsEveryFieldThatFitsAndZeroesTheOthers(t *testing.T) {
	body := `{"name": 42, "age": "7", "weight": "heavy", "tags": {"a": 1}, "born": "2024-01-02T03:04:05",
		"vaccined": "yes", "+1": 3, "owner": {"id": "u1", "email": 5}, "friends": [{"id": 1}, {"id": "u3"}]}`
	pet := decodePet(t, body)
	equal(t, pet.Name, "")
	equal(t, pet.Age, int64(0))
	equal(t, pet.Weight.Present(), false)
	equal(t, pet.Tags, []string(nil))
	equal(t, pet.Vaccined, false)
	equal(t, pet.Born, "2024-01-02T03:04:05")
	equal(t, pet.Plus, Int(3))
	for name, field := range map[string]JSONField{"name": pet.JSON.Name, "age": pet.JSON.Age, "weight": pet.JSON.Weight,
		"tags": pet.JSON.Tags, "vaccined": pet.JSON.Vaccined} {
		equal(t, fmt.Sprint(name, field.Present(), field.Valid(), field.IsNull()), fmt.Sprint(name, true, false, false))
	}
	equal(t, []string{pet.JSON.Name.Raw(), pet.JSON.Age.Raw(), pet.JSON.Tags.Raw(), pet.JSON.Vaccined.Raw()},
		[]string{`42`, `"7"`, `{"a": 1}`, `"yes"`})
	equal(t, [3]bool{pet.JSON.Born.Valid(), pet.JSON.Plus.Valid(), pet.JSON.Owner.Valid()}, [3]bool{true, true, true})
	owner, _ := pet.Owner.Get()
	equal(t, owner.ID, "u1")
	equal(t, [2]any{owner.JSON.Email.Valid(), owner.JSON.Email.Raw()}, [2]any{false, "5"})
	equal(t, owner.RawJSON(), `{"id": "u1", "email": 5}`)
	equal(t, len(pet.Friends), 2)
	equal(t, [2]any{pet.Friends[0].ID, pet.Friends[0].JSON.ID.Raw()}, [2]any{"", "1"})
	equal(t, [2]any{pet.Friends[1].ID, pet.Friends[1].JSON.ID.Valid()}, [2]any{"u3", true})
	equal(t, pet.RawJSON(), body)
}

func TestMissingNullAndUnknownFields(t *testing.T) {
	pet := decodePet(t, `{"name": "Rex", "weight": null, "age": null, "region": "eu", "nested": {"a": [1, "}"]}}`)
	equal(t, [3]bool{pet.JSON.Tags.Present(), pet.JSON.Tags.Valid(), pet.JSON.Tags.IsNull()}, [3]bool{false, false, false})
	equal(t, pet.JSON.Tags.Raw(), "")
	equal(t, pet.JSON.Tags.String(), "<missing>")
	equal(t, [3]bool{pet.JSON.Weight.Present(), pet.JSON.Weight.Valid(), pet.JSON.Weight.IsNull()}, [3]bool{true, false, true})
	equal(t, pet.Weight.IsNull(), true)
	equal(t, [2]bool{pet.JSON.Age.IsNull(), pet.JSON.Age.Valid()}, [2]bool{true, false})
	equal(t, pet.JSON.Name.Valid(), true)
	equal(t, len(pet.JSON.ExtraFields), 2)
	equal(t, pet.JSON.ExtraFields["region"].Raw(), `"eu"`)
	equal(t, pet.JSON.ExtraFields["nested"].Raw(), `{"a": [1, "}"]}`)
	equal(t, pet.JSON.ExtraFields["nested"].Valid(), true)
}

func TestKeysWithEscapesWhitespaceAndOtherCase(t *testing.T) {
	pet := decodePet(t, "{ \"na\\u006de\" :\n\"Rex\" , \"AGE\":3,\"q\\\"uote\":\"a\\\"}\"\t}")
	equal(t, pet.Name, "Rex")
	equal(t, pet.Age, int64(3))
	equal(t, pet.JSON.Age.Raw(), "3")
	equal(t, pet.JSON.ExtraFields[`q"uote`].Raw(), `"a\"}"`)
	empty := decodePet(t, ` {} `)
	equal(t, empty.RawJSON(), `{}`)
	equal(t, empty.JSON.ExtraFields, map[string]JSONField(nil))
}

func TestMalformedOrNonObjectJSONIsAnError(t *testing.T) {
	for _, body := range []string{`{"name": }`, `{"name" "x"}`, `{"name": "x",}`, `{"name": "x"`, `{name: 1}`} {
		var pet tolerantPet
		if err := pet.UnmarshalJSON([]byte(body)); err == nil {
			t.Errorf("no error for %s", body)
		}
	}
	var pet tolerantPet
	err := json.Unmarshal([]byte(`["a"]`), &pet)
	var typeError *json.UnmarshalTypeError
	if !errors.As(err, &typeError) || typeError.Value != "array" {
		t.Fatalf("an array for a struct: %v", err)
	}
	pet = tolerantPet{Name: "kept"}
	noError(t, json.Unmarshal([]byte(`null`), &pet))
	equal(t, pet.Name, "kept")
}

func TestDecodingAgainReplacesTheMetadata(t *testing.T) {
	var pet tolerantPet
	noError(t, json.Unmarshal([]byte(`{"name": 1, "x": 1}`), &pet))
	noError(t, json.Unmarshal([]byte(`{"name": "Rex"}`), &pet))
	equal(t, pet.JSON.Name.Valid(), true)
	equal(t, pet.JSON.ExtraFields, map[string]JSONField(nil))
	equal(t, pet.RawJSON(), `{"name": "Rex"}`)
}

func TestAnObjectWithAdditionalPropertiesKeepsTheOnesThatFitAndReportsTheOthers(t *testing.T) {
	var labels tolerantLabels
	noError(t, json.Unmarshal([]byte(`{"name": "n", "env": "prod", "count": 3}`), &labels))
	equal(t, labels.AdditionalProperties, map[string]string{"env": "prod"})
	equal(t, [2]bool{labels.JSON.ExtraFields["env"].Valid(), labels.JSON.ExtraFields["count"].Valid()}, [2]bool{true, false})
	equal(t, labels.JSON.ExtraFields["count"].Raw(), "3")
	err := validateResponse(&labels, "$")
	mismatch := errorAs[*ResponseValidationError](t, err)
	equal(t, [2]string{mismatch.Path, mismatch.Raw}, [2]string{"$.count", "3"})
}

func TestStrictValidationNamesTheJSONPathOfTheFirstMismatch(t *testing.T) {
	cases := map[string]string{
		`{"name": 42}`:                            `$.name`,
		`{"name": "a", "owner": {"email": 5}}`:    `$.owner.email`,
		`{"friends": [{"id": "a"}, {"id": 1}]}`:   `$.friends[1].id`,
		`{"by_role": {"b": {"id": 2}, "a": {}}}`:  `$.by_role.b.id`,
		`{"+1": "3"}`:                             `$["+1"]`,
		`{"name": null}`:                          `$.name`,
		`{"kind": {"type": "owner", "email": 5}}`: `$.kind.email`,
	}
	for body, path := range cases {
		pet := decodePet(t, body)
		err := validateResponse(&pet, "$")
		if mismatch, ok := err.(*ResponseValidationError); !ok || mismatch.Path != path {
			t.Errorf("%s: got %v, want the path %s", body, err, path)
		}
	}
	pet := decodePet(t, `{"name": "Rex", "weight": null, "owner": null, "extra": [1], "kind": "other"}`)
	noError(t, validateResponse(&pet, "$"))
	list := []tolerantPet{decodePet(t, `{"name": "a"}`), decodePet(t, `{"age": "x"}`)}
	err := validateResponse(&list, "$.data")
	mismatch := errorAs[*ResponseValidationError](t, err)
	equal(t, mismatch.Path, "$.data[1].age")
	equal(t, mismatch.Raw, `"x"`)
	equal(t, mismatch.Expected, "int64")
	equal(t, err.Error(), `the response does not fit its type at $.data[1].age: json: cannot unmarshal string into Go value of type int64 (got "x")`)
}

// tolerantKind is a discriminated union of a tolerant struct, as the emitter writes one.
type tolerantKind struct {
	OfOwner *tolerantOwner
	raw     json.RawMessage
}

func (u *tolerantKind) UnmarshalJSON(data []byte) error {
	*u = tolerantKind{raw: append(json.RawMessage(nil), data...)}
	if unionDiscriminator(data, "type") == "owner" {
		return json.Unmarshal(data, &u.OfOwner)
	}
	return nil
}

func TestWithStrictResponsesFailsTheCallAndWithoutItTheCallSucceeds(t *testing.T) {
	setup(t, testAPIKeyEnv)
	body := `{"name": "Rex", "owner": {"id": "u1", "email": ["a"]}}`
	mock.enqueue(t, mockResponse{Path: "/pet", Headers: map[string]string{"Content-Type": "application/json"}, Body: text(body), Repeat: true})
	core := newTestClient(testConfig())
	var pet tolerantPet
	noError(t, core.do(context.Background(), &requestSpec{method: "GET", path: "/pet"}, &pet, nil))
	owner, _ := pet.Owner.Get()
	equal(t, owner.JSON.Email.Raw(), `["a"]`)
	err := core.do(context.Background(), &requestSpec{method: "GET", path: "/pet"}, &tolerantPet{}, []RequestOption{WithStrictResponses()})
	equal(t, errorAs[*ResponseValidationError](t, err).Path, "$.owner.email")
	strict := newTestClient(testConfig(), WithStrictResponses())
	err = strict.do(context.Background(), &requestSpec{method: "GET", path: "/pet"}, &tolerantPet{}, nil)
	equal(t, errorAs[*ResponseValidationError](t, err).Path, "$.owner.email")
}

func TestStrictResponsesLeaveTextAndBinaryResponsesAlone(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Path: "/text", Body: text("plain")}, mockResponse{Path: "/bin", Bytes: []byte{1, 2}})
	core := newTestClient(testConfig(), WithStrictResponses())
	var plain string
	noError(t, core.do(context.Background(), &requestSpec{method: "GET", path: "/text", responseType: responseText}, &plain, nil))
	equal(t, plain, "plain")
	var response *http.Response
	noError(t, core.do(context.Background(), &requestSpec{method: "GET", path: "/bin", responseType: responseBinary}, &response, nil))
	data, err := io.ReadAll(response.Body)
	noError(t, err)
	equal(t, data, []byte{1, 2})
	noError(t, response.Body.Close())
}

func TestParseDateTimeReadsOffsetLessTimesAsUTC(t *testing.T) {
	utc := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	for text, want := range map[string]time.Time{
		"2024-01-02T03:04:05Z":        utc,
		"2024-01-02T03:04:05":         utc,
		"2024-01-02 03:04:05":         utc,
		"2024-01-02T05:04:05+02:00":   utc,
		"2024-01-02T03:04:05.250":     utc.Add(250 * time.Millisecond),
		"2024-01-02T03:04:05.250000Z": utc.Add(250 * time.Millisecond),
		"2024-01-02":                  time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC),
	} {
		got, err := ParseDateTime(text)
		noError(t, err)
		if !got.Equal(want) {
			t.Errorf("%s: got %s, want %s", text, got, want)
		}
		if !strings.ContainsAny(text[10:], "Z+") && got.Location() != time.UTC {
			t.Errorf("%s: not read as UTC: %s", text, got.Location())
		}
	}
	if _, err := ParseDateTime("yesterday"); err == nil || err.Error() != `not a date-time: "yesterday"` {
		t.Fatalf("got %v", err)
	}
}

// BenchmarkDecodeList decodes a list response of about 1 MB: the tolerant structs above and, for comparison,
// the same shape decoded by encoding/json alone (go test -bench Decode -benchmem -run none).
func BenchmarkDecodeList(b *testing.B) {
	body := largeList()
	b.Run("tolerant", func(b *testing.B) {
		b.SetBytes(int64(len(body)))
		for i := 0; i < b.N; i++ {
			var list struct {
				Data []tolerantPet `json:"data"`
			}
			if err := json.Unmarshal(body, &list); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		b.SetBytes(int64(len(body)))
		for i := 0; i < b.N; i++ {
			var list struct {
				Data []plainPet `json:"data"`
			}
			if err := json.Unmarshal(body, &list); err != nil {
				b.Fatal(err)
			}
		}
	})
}

type plainOwner struct {
	ID    string      `json:"id"`
	Email Opt[string] `json:"email"`
}

type plainPet struct {
	Name     string                `json:"name"`
	Age      int64                 `json:"age"`
	Weight   Opt[float64]          `json:"weight"`
	Tags     []string              `json:"tags"`
	Owner    Opt[plainOwner]       `json:"owner"`
	Friends  []plainOwner          `json:"friends"`
	ByRole   map[string]plainOwner `json:"by_role"`
	Born     string                `json:"born"`
	Vaccined bool                  `json:"vaccined"`
	Plus     Opt[int64]            `json:"+1"`
}

func largeList() []byte {
	var out strings.Builder
	out.WriteString(`{"data": [`)
	for i := 0; out.Len() < 1<<20; i++ {
		if i > 0 {
			out.WriteString(",")
		}
		fmt.Fprintf(&out, `{"name": "pet %d", "age": %d, "weight": %d.5, "tags": ["a", "b", "c"], "born": "2024-01-02T03:04:05Z",`+
			`"vaccined": true, "+1": %d, "owner": {"id": "u%d", "email": "u%d@example.com"},`+
			`"friends": [{"id": "f1"}, {"id": "f2", "email": null}], "by_role": {"vet": {"id": "v%d"}}}`, i, i%20, i%50, i, i, i, i)
	}
	out.WriteString(`]}`)
	return []byte(out.String())
}
