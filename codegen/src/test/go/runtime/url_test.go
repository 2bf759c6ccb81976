package core

import (
	"strings"
	"testing"
	"time"
)

func TestBuildPathEncodesEachValueAsOneSegment(t *testing.T) {
	cases := []struct {
		template string
		params   []any
		want     string
	}{
		{"/accounts/{account_id}/cards/{card_id}/freeze", []any{"a 1/x", "c?#&"}, "/accounts/a%201%2Fx/cards/c%3F%23%26/freeze"},
		{"/items/{id}", []any{42}, "/items/42"},
		{"/items/{id}", []any{int64(-7)}, "/items/-7"},
		{"/items/{id}", []any{uint8(7)}, "/items/7"},
		{"/flags/{on}", []any{true}, "/flags/true"},
		{"/prices/{amount}", []any{0.5}, "/prices/0.5"},
		{"/kinds/{kind}", []any{testKind("gold+")}, "/kinds/gold%2B"},
		{"/opt/{id}", []any{String("o1")}, "/opt/o1"},
		{"/days/{day}", []any{time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)}, "/days/2024-01-02T03%3A04%3A05Z"},
		{"/unicode/{name}", []any{"é"}, "/unicode/%C3%A9"},
		{"/health", nil, "/health"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			got, err := buildPath(c.template, c.params)
			noError(t, err)
			equal(t, got, c.want)
		})
	}
}

type testKind string

func TestFillClientPathFillsClientPlaceholdersAsOneSegment(t *testing.T) {
	got, err := fillClientPath("/{@apiVersion}/widgets/{id}", map[string]string{"apiVersion": "v4 beta"})
	noError(t, err)
	equal(t, got, "/v4%20beta/widgets/{id}")
	got, err = buildPath(got, []any{"w/1"})
	noError(t, err)
	equal(t, got, "/v4%20beta/widgets/w%2F1")
	if _, err := fillClientPath("/{@apiVersion}/widgets", nil); err == nil || !strings.Contains(err.Error(), "{@apiVersion}") {
		t.Fatalf("want an error naming {@apiVersion}, got %v", err)
	}
}

func TestBuildPathEncodesDotSegments(t *testing.T) {
	for value, want := range map[string]string{"..": "/files/%2E%2E", ".": "/files/%2E", "a.b": "/files/a.b", "~x_-": "/files/~x_-"} {
		got, err := buildPath("/files/{name}", []any{value})
		noError(t, err)
		equal(t, got, want)
	}
}

func TestBuildPathRejectsEmptyValuesAndWrongCounts(t *testing.T) {
	cases := map[string][]any{
		"path parameter {account_id} of /accounts/{account_id} must be a non-empty value": {""},
		"missing a value for path parameter {account_id}":                                 {},
		"expected 1 path parameter(s) for /accounts/{account_id} but got 2":               {"a", "b"},
	}
	for want, params := range cases {
		_, err := buildPath("/accounts/{account_id}", params)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("params %v: got error %v, want %q", params, err, want)
		}
	}
	if _, err := buildPath("/a/{id}", []any{Null[string]()}); err == nil {
		t.Error("a null Opt must not fill a path parameter")
	}
	if _, err := buildPath("/a/{id}", []any{[]string{"x"}}); err == nil {
		t.Error("a list must not fill a path parameter")
	}
}

type filter struct {
	Status string      `json:"status"`
	Owner  *owner      `json:"owner,omitempty"`
	Note   Opt[string] `json:"note"`
}

type owner struct {
	ID int `json:"id"`
}

type listParams struct {
	Limit    int              `query:"limit"`
	Tag      []string         `query:"tag"`
	Active   bool             `query:"active"`
	Since    time.Time        `query:"since"`
	Filter   *filter          `query:"filter"`
	Skipped  *string          `query:"skipped"`
	Absent   Opt[string]      `query:"absent"`
	Null     Opt[int64]       `query:"null"`
	Zero     Opt[int64]       `query:"zero"`
	Empty    string           `query:"empty,omitempty"`
	Expand   []string         `query:"expand,brackets"`
	IDs      []int            `query:"ids,comma"`
	Labels   map[string]int   `query:"labels"`
	Items    []owner          `query:"items"`
	Ratio    float64          `query:"ratio"`
	Meta     map[string][]int `query:"meta"`
	Key      string           `header:"Idempotency-Key"`
	Versions []string         `header:"X-Versions"`
	NoHeader Opt[string]      `header:"X-None"`
	Ignored  string
}

func TestEncodeParamsSerialisesEveryKindOfQueryParameter(t *testing.T) {
	params := &listParams{
		Limit:    10,
		Tag:      []string{"a b", "c&d"},
		Active:   false,
		Since:    time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC),
		Filter:   &filter{Status: "open", Owner: &owner{ID: 7}},
		Null:     Null[int64](),
		Zero:     Int(0),
		Expand:   []string{"customer", "invoice"},
		IDs:      []int{1, 2},
		Labels:   map[string]int{"b": 2, "a": 1},
		Items:    []owner{{ID: 1}},
		Ratio:    1e21,
		Meta:     map[string][]int{"x": {1, 2}},
		Key:      "k-1",
		Versions: []string{"v1", "v2"},
		Ignored:  "not sent",
	}
	query, headers, err := encodeParams(params)
	noError(t, err)
	equal(t, encodeQuery(query), "limit=10&tag=a%20b&tag=c%26d&active=false&since=2024-01-02T03%3A04%3A05Z"+
		"&filter%5Bstatus%5D=open&filter%5Bowner%5D%5Bid%5D=7&zero=0"+
		"&expand%5B%5D=customer&expand%5B%5D=invoice&ids=1%2C2&labels%5Ba%5D=1&labels%5Bb%5D=2"+
		"&items%5B0%5D%5Bid%5D=1&ratio=1e%2B21&meta%5Bx%5D=1&meta%5Bx%5D=2")
	equal(t, headers, []queryPair{{"Idempotency-Key", "k-1"}, {"X-Versions", "v1,v2"}})
}

func TestEncodeParamsTakesNilMapsAndRejectsOthers(t *testing.T) {
	for _, params := range []any{nil, (*listParams)(nil)} {
		query, headers, err := encodeParams(params)
		noError(t, err)
		equal(t, len(query)+len(headers), 0)
	}
	query, _, err := encodeParams(map[string]any{"b": []string{"x", "y"}, "a": Bool(true), "c": nil})
	noError(t, err)
	equal(t, encodeQuery(query), "a=true&b=x&b=y")
	if _, _, err := encodeParams("limit=1"); err == nil || !strings.Contains(err.Error(), "struct or a map") {
		t.Errorf("got %v", err)
	}
	type badStyle struct {
		A []string `query:"a,matrix"`
	}
	if _, _, err := encodeParams(badStyle{}); err == nil || !strings.Contains(err.Error(), `unknown query tag option "matrix"`) {
		t.Errorf("got %v", err)
	}
	type badHeader struct {
		H map[string]string `header:"X-Map"`
	}
	if _, _, err := encodeParams(badHeader{H: map[string]string{"a": "b"}}); err == nil {
		t.Error("a map header must be rejected")
	}
	type badQuery struct {
		F func() `query:"f"`
	}
	if _, _, err := encodeParams(badQuery{F: func() {}}); err == nil {
		t.Error("a function query parameter must be rejected")
	}
}

func TestEncodeQueryGivesAnEmptyStringForNoParameters(t *testing.T) {
	equal(t, encodeQuery(nil), "")
	type onlyAbsent struct {
		A Opt[string] `query:"a"`
	}
	query, _, err := encodeParams(onlyAbsent{})
	noError(t, err)
	equal(t, encodeQuery(query), "")
}

func TestSetQueryReplacesEveryValueInThePlaceOfTheFirst(t *testing.T) {
	pairs := []queryPair{{"a", "1"}, {"page", "1"}, {"b", "2"}, {"page", "x"}}
	equal(t, setQuery(pairs, "page", "3"), []queryPair{{"a", "1"}, {"page", "3"}, {"b", "2"}})
	equal(t, setQuery(pairs[:1], "page", "2"), []queryPair{{"a", "1"}, {"page", "2"}})
}

func TestJoinURLKeepsABasePathPrefixAndOneSlash(t *testing.T) {
	equal(t, joinURL("https://api.acme.com/v1/", "/accounts", ""), "https://api.acme.com/v1/accounts")
	equal(t, joinURL("https://api.acme.com/v1", "/accounts", "a=1"), "https://api.acme.com/v1/accounts?a=1")
	equal(t, joinURL("https://api.acme.com", "accounts", ""), "https://api.acme.com/accounts")
	equal(t, joinURL("https://api.acme.com/x?v=2", "/y", "a=1"), "https://api.acme.com/x?v=2/y&a=1")
}
