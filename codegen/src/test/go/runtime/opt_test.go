package core

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

type patchParams struct {
	Flag    Opt[bool]         `json:"flag"`
	Count   Opt[int64]        `json:"count"`
	Name    Opt[string]       `json:"name"`
	Note    Opt[string]       `json:"note"`
	Absent  Opt[string]       `json:"absent"`
	Ratio   Opt[float64]      `json:"ratio"`
	Tags    Opt[[]string]     `json:"tags"`
	Pointer *string           `json:"pointer,omitempty"`
	List    []string          `json:"list,omitempty"`
	Map     map[string]string `json:"map,omitempty"`
	Plain   string            `json:"plain"`
	Zero    int               `json:"zero,omitempty"`
	Child   *patchChild       `json:"child,omitempty"`
	Renamed string            `json:"-"`
	Untaged bool
	hidden  string
}

type patchChild struct {
	Label Opt[string] `json:"label"`
	Next  *patchChild `json:"next,omitempty"`
}

func (p patchParams) MarshalJSON() ([]byte, error) { return marshalObject(p) }

func (c patchChild) MarshalJSON() ([]byte, error) { return marshalObject(c) }

func TestOptSendsFalseZeroEmptyNullAndLeavesAbsentOutOnTheWire(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "PATCH", Path: "/accounts/a1", JSON: map[string]any{}})
	body := patchParams{
		Flag:   Bool(false),
		Count:  Int(0),
		Name:   String(""),
		Note:   Null[string](),
		Ratio:  Float(0),
		Tags:   Value([]string{}),
		Child:  &patchChild{Label: String("c"), Next: &patchChild{}},
		hidden: "never",
	}
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "PATCH", path: "/accounts/{id}", pathParams: []any{"a1"}, body: body}, nil, nil))
	request := mock.only(t)
	equal(t, request.Body, `{"flag":false,"count":0,"name":"","note":null,"ratio":0,"tags":[],"plain":"","child":{"label":"c","next":{}},"Untaged":false}`)
	equal(t, request.JSON, map[string]any{"flag": false, "count": float64(0), "name": "", "note": nil, "ratio": float64(0), "tags": []any{},
		"plain": "", "child": map[string]any{"label": "c", "next": map[string]any{}}, "Untaged": false})
}

func TestOptQueryParametersSendFalseZeroEmptyAndLeaveNullAndAbsentOut(t *testing.T) {
	setup(t, testAPIKeyEnv)
	type query struct {
		Flag   Opt[bool]    `query:"flag"`
		Count  Opt[int64]   `query:"count"`
		Name   Opt[string]  `query:"name"`
		Note   Opt[string]  `query:"note"`
		Absent Opt[string]  `query:"absent"`
		Header Opt[bool]    `header:"X-Flag"`
		Null   Opt[float64] `header:"X-Null"`
	}
	mock.enqueue(t, mockResponse{Path: "/q", JSON: map[string]any{}})
	params := query{Flag: Bool(false), Count: Int(0), Name: String(""), Note: Null[string](), Header: Bool(false), Null: Null[float64]()}
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/q", params: params}, nil, nil))
	request := mock.only(t)
	equal(t, request.Query, "flag=false&count=0&name=")
	equal(t, request.Headers["x-flag"], "false")
	_, hasNull := request.Headers["x-null"]
	equal(t, hasNull, false)
}

func TestOptFormAndMultipartBodiesLeaveNullAndAbsentOut(t *testing.T) {
	setup(t, testAPIKeyEnv)
	type form struct {
		Flag   Opt[bool]   `json:"flag"`
		Count  Opt[int64]  `json:"count"`
		Name   Opt[string] `json:"name"`
		Note   Opt[string] `json:"note"`
		Absent Opt[string] `json:"absent"`
	}
	body := form{Flag: Bool(false), Count: Int(0), Name: String(""), Note: Null[string]()}
	encoded, err := encodeForm(marshalled{body})
	noError(t, err)
	equal(t, encoded, "flag=false&count=0&name=")
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/m", JSON: map[string]any{}})
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "POST", path: "/m", body: body, encoding: encodingMultipart}, nil, nil))
	var parts [][]string
	for _, part := range mock.only(t).Parts {
		parts = append(parts, []string{part.Name, part.Body})
	}
	equal(t, parts, [][]string{{"flag", "false"}, {"count", "0"}, {"name", ""}})
}

// marshalled gives any struct a MarshalJSON through marshalObject, as generated structs have.
type marshalled struct{ value any }

func (m marshalled) MarshalJSON() ([]byte, error) { return marshalObject(m.value) }

func TestOptDecodesAbsentNullAndValues(t *testing.T) {
	var decoded struct {
		A Opt[string]  `json:"a"`
		B Opt[int64]   `json:"b"`
		C Opt[bool]    `json:"c"`
		D Opt[[]int]   `json:"d"`
		E *Opt[string] `json:"e"`
	}
	noError(t, json.Unmarshal([]byte(`{"a": null, "b": 0, "d": [1]}`), &decoded))
	equal(t, decoded.A.Present(), true)
	equal(t, decoded.A.IsNull(), true)
	value, ok := decoded.A.Get()
	equal(t, value, "")
	equal(t, ok, false)
	equal(t, decoded.A.Or("default"), "default")
	count, ok := decoded.B.Get()
	equal(t, count, int64(0))
	equal(t, ok, true)
	equal(t, decoded.B.IsNull(), false)
	equal(t, decoded.B.Or(9), int64(0))
	equal(t, decoded.C.Present(), false)
	equal(t, decoded.C.IsNull(), false)
	equal(t, decoded.C.Or(true), true)
	equal(t, decoded.D.Or(nil), []int{1})
	equal(t, decoded.E == nil, true)
	if err := json.Unmarshal([]byte(`{"b": "text"}`), &decoded); err == nil {
		t.Fatal("a string is not an integer")
	}
}

func TestOptMarshalsAloneOnlyWhenPresent(t *testing.T) {
	for opt, want := range map[*Opt[string]]string{ptr(String("x")): `"x"`, ptr(Null[string]()): `null`} {
		data, err := json.Marshal(opt)
		noError(t, err)
		equal(t, string(data), want)
	}
	_, err := json.Marshal(Opt[string]{})
	if err == nil || !strings.Contains(err.Error(), "absent Opt cannot be encoded on its own") {
		t.Fatalf("got %v", err)
	}
	data, err := json.Marshal([]Opt[int64]{Int(1), Null[int64]()})
	noError(t, err)
	equal(t, string(data), "[1,null]")
}

func ptr[T any](v T) *T { return &v }

func TestMarshalObjectRoundTripsThroughPointersAndValues(t *testing.T) {
	params := patchParams{Name: String("n"), Pointer: ptr("p"), List: []string{"l"}, Map: map[string]string{"k": "v"}, Zero: 3}
	byValue, err := json.Marshal(params)
	noError(t, err)
	byPointer, err := json.Marshal(&params)
	noError(t, err)
	equal(t, string(byValue), `{"name":"n","pointer":"p","list":["l"],"map":{"k":"v"},"plain":"","zero":3,"Untaged":false}`)
	equal(t, string(byPointer), string(byValue))
	var decoded patchParams
	noError(t, json.Unmarshal(byValue, &decoded))
	equal(t, decoded.Name, String("n"))
	equal(t, decoded.Flag.Present(), false)
	equal(t, *decoded.Pointer, "p")
	nilPointer, err := marshalObject((*patchParams)(nil))
	noError(t, err)
	equal(t, string(nilPointer), "null")
	if _, err := marshalObject([]int{1}); err == nil {
		t.Fatal("marshalObject takes structs only")
	}
}

type embeddedBase struct {
	ID   string      `json:"id"`
	Kind Opt[string] `json:"kind"`
}

type embeddingModel struct {
	embeddedBase
	*Extra
	Kind  string `json:"kind"`
	Other string `json:"other"`
}

type Extra struct {
	More string `json:"more"`
}

func TestMarshalObjectFlattensEmbeddedStructsAndLetsOuterFieldsWin(t *testing.T) {
	data, err := marshalObject(embeddingModel{embeddedBase: embeddedBase{ID: "e1", Kind: String("inner")}, Kind: "outer", Other: "o"})
	noError(t, err)
	equal(t, string(data), `{"id":"e1","kind":"outer","other":"o"}`)
	data, err = marshalObject(embeddingModel{Extra: &Extra{More: "m"}})
	noError(t, err)
	equal(t, string(data), `{"id":"","more":"m","kind":"","other":""}`)
	standard, err := json.Marshal(struct {
		embeddedBase
		*Extra
		Kind  string `json:"kind"`
		Other string `json:"other"`
	}{Extra: &Extra{More: "m"}})
	noError(t, err)
	equal(t, string(data), string(standard)) // the same as encoding/json
}

func TestMarshalObjectReportsTheFailingField(t *testing.T) {
	type bad struct {
		F func() `json:"f"`
	}
	_, err := marshalObject(bad{F: func() {}})
	if err == nil || !strings.HasPrefix(err.Error(), "field f:") {
		t.Fatalf("got %v", err)
	}
}

func TestOptPrintsItsValueNullOrAbsent(t *testing.T) {
	type model struct {
		Name  Opt[string]
		Count Opt[int64]
		Note  Opt[string]
	}
	got := fmt.Sprintf("%+v", model{Name: String("x"), Count: Null[int64]()})
	if got != "{Name:x Count:null Note:<absent>}" {
		t.Errorf("printed %s", got)
	}
}

type openLabels struct {
	Name                 string         `json:"name"`
	Color                Opt[string]    `json:"color"`
	AdditionalProperties map[string]int `json:"-"`
}

func (l openLabels) MarshalJSON() ([]byte, error) {
	return marshalObjectExtra(l, l.AdditionalProperties)
}

func (l *openLabels) UnmarshalJSON(data []byte) error {
	type fields openLabels
	return unmarshalObjectExtra(data, (*fields)(l), &l.AdditionalProperties)
}

func TestAdditionalPropertiesRoundTripAfterTheNamedFields(t *testing.T) {
	var decoded openLabels
	noError(t, json.Unmarshal([]byte(`{"b":2,"name":"n","a":1,"color":null}`), &decoded))
	equal(t, decoded.Name, "n")
	equal(t, decoded.Color, Null[string]())
	equal(t, decoded.AdditionalProperties, map[string]int{"a": 1, "b": 2})
	encoded, err := json.Marshal(decoded)
	noError(t, err)
	equal(t, string(encoded), `{"name":"n","color":null,"a":1,"b":2}`)
	named, err := json.Marshal(openLabels{Name: "n", AdditionalProperties: map[string]int{"name": 5, "color": 6}})
	noError(t, err)
	equal(t, string(named), `{"name":"n"}`)
	var none openLabels
	noError(t, json.Unmarshal([]byte(`{"name":"n"}`), &none))
	equal(t, none.AdditionalProperties == nil, true)
	if err := json.Unmarshal([]byte(`{"name":"n","x":"not an int"}`), &none); err == nil || !strings.Contains(err.Error(), `"x"`) {
		t.Fatalf("an extra of the wrong type: %v", err)
	}
}

type withNull struct {
	Always  JSONNull      `json:"always"`
	Retired Opt[JSONNull] `json:"retired"`
}

func (w withNull) MarshalJSON() ([]byte, error) { return marshalObject(w) }

func TestJSONNullIsWrittenAsNullAndReadsOnlyNull(t *testing.T) {
	encoded, err := json.Marshal(withNull{Retired: Null[JSONNull]()})
	noError(t, err)
	equal(t, string(encoded), `{"always":null,"retired":null}`)
	absent, err := json.Marshal(withNull{})
	noError(t, err)
	equal(t, string(absent), `{"always":null}`)
	var decoded withNull
	noError(t, json.Unmarshal([]byte(`{"always":null,"retired":null}`), &decoded))
	equal(t, decoded.Retired.IsNull(), true)
	if err := json.Unmarshal([]byte(`{"retired":"yes"}`), &decoded); err == nil {
		t.Fatal("JSONNull must refuse a value that is not null")
	}
}
