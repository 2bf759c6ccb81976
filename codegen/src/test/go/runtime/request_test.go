package core

import (
	"net/http"
	"strings"
	"testing"
)

func TestJSONEditsSetAndDeleteKeepingTheRestAsItWas(t *testing.T) {
	cases := []struct {
		name string
		body string
		edit RequestOption
		want string
	}{
		{"overwrite", `{"a":1,"b":2}`, WithJSONSet("a", "x"), `{"a":"x","b":2}`},
		{"append", `{"b":2,"a":1}`, WithJSONSet("c", []int{1}), `{"b":2,"a":1,"c":[1]}`},
		{"nested new", `{"a":1}`, WithJSONSet("m.n.o", true), `{"a":1,"m":{"n":{"o":true}}}`},
		{"nested existing", `{"m":{"x":1.50}}`, WithJSONSet("m.y", nil), `{"m":{"x":1.50,"y":null}}`},
		{"scalar replaced by object", `{"m":3}`, WithJSONSet("m.k", 1), `{"m":{"k":1}}`},
		{"escaped dot", `{}`, WithJSONSet(`a\.b`, 1), `{"a.b":1}`},
		{"array index", `{"items":[{"id":1},{"id":2}]}`, WithJSONSet("items.1.id", 9), `{"items":[{"id":1},{"id":9}]}`},
		{"array append", `{"items":[1]}`, WithJSONSet("items.1", 2), `{"items":[1,2]}`},
		{"delete", `{"a":1,"b":{"c":2,"d":3}}`, WithJSONDel("b.c"), `{"a":1,"b":{"d":3}}`},
		{"delete missing", `{"a":1}`, WithJSONDel("x.y"), `{"a":1}`},
		{"delete array item", `{"items":[1,2,3]}`, WithJSONDel("items.0"), `{"items":[2,3]}`},
		{"unicode key", `{"é":1}`, WithJSONSet("é", 2), `{"é":2}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var config requestConfig
			c.edit(&config)
			noError(t, config.err)
			got, err := applyJSONEdits(&encodedBody{data: []byte(c.body), contentType: "application/json"}, config.jsonEdits, "POST")
			noError(t, err)
			equal(t, string(got.data), c.want)
		})
	}
}

func TestJSONEditsOfRequestsWithoutAJSONBody(t *testing.T) {
	var config requestConfig
	WithJSONSet("a", 1)(&config)
	created, err := applyJSONEdits(nil, config.jsonEdits, "DELETE")
	noError(t, err)
	equal(t, [2]string{string(created.data), created.contentType}, [2]string{`{"a":1}`, "application/json"})
	none, err := applyJSONEdits(nil, config.jsonEdits, "GET")
	noError(t, err)
	equal(t, none == nil, true)
	_, err = applyJSONEdits(&encodedBody{data: []byte("a=1"), contentType: "application/x-www-form-urlencoded"}, config.jsonEdits, "POST")
	if err == nil || !strings.Contains(err.Error(), "x-www-form-urlencoded") {
		t.Fatalf("a form body took a JSON edit: %v", err)
	}
	var bad requestConfig
	WithJSONSet("items.5", 1)(&bad)
	_, err = applyJSONEdits(&encodedBody{data: []byte(`{"items":[]}`), contentType: "application/json"}, bad.jsonEdits, "POST")
	if err == nil || !strings.Contains(err.Error(), `"items.5"`) {
		t.Fatalf("an index past the end: %v", err)
	}
	var invalid requestConfig
	WithJSONSet("", 1)(&invalid)
	WithJSONSet("f", func() {})(&invalid)
	if invalid.err == nil {
		t.Fatal("an empty path was accepted")
	}
}

func TestQueryAndHeaderEditsInTheirOrder(t *testing.T) {
	var config requestConfig
	for _, option := range []RequestOption{WithQuery("a", "1"), WithQueryAdd("a", "2"), WithQueryAdd("b", "x"), WithQueryDel("c"),
		WithQuery("d", "")} {
		option(&config)
	}
	query := applyQueryEdits([]queryPair{{"c", "0"}, {"a", "0"}}, config.query)
	equal(t, encodeQuery(query), "a=1&a=2&b=x&d=")
	headers := http.Header{"Accept": {"*/*"}, "User-Agent": {"x"}}
	for _, option := range []RequestOption{WithHeader("X-A", "1"), WithHeaderAdd("X-A", "2"), WithHeaderDel("User-Agent"), WithHeader("Accept", "")} {
		option(&config)
	}
	applyHeaderEdits(headers, config.headers)
	equal(t, headers, http.Header{"X-A": {"1", "2"}, "User-Agent": {""}})
}

func TestWithOptionsCopySharesNoOptionsSlice(t *testing.T) {
	setup(t, testAPIKeyEnv)
	base := newClientCore(testConfig(), make([]RequestOption, 0, 8))
	first := base.withOptions([]RequestOption{WithHeader("X-First", "1")})
	second := base.withOptions([]RequestOption{WithHeader("X-Second", "2")})
	s, err := first.settings(nil)
	noError(t, err)
	equal(t, s.headers, []edit{{editSet, "X-First", "1"}})
	equal(t, len(base.options), 0)
	equal(t, len(second.options), 1)
	s, err = second.settings(nil)
	noError(t, err)
	equal(t, s.headers, []edit{{editSet, "X-Second", "2"}})
}
