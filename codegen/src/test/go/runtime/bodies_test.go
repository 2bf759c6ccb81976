// Non-JSON request bodies, text/binary responses and basic auth, asserted on the bytes the mock server received.

package core

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// allBytes holds every byte value, so any re-encoding on the way shows.
var allBytes = func() []byte {
	data := make([]byte, 256)
	for i := range data {
		data[i] = byte(i)
	}
	return data
}()

type price struct {
	Price    string `json:"price"`
	Quantity int64  `json:"quantity"`
}

type customerParams struct {
	Name        string            `json:"name"`
	Metadata    map[string]string `json:"metadata,omitempty"`
	Items       []price           `json:"items,omitempty"`
	Expand      []string          `json:"expand,omitempty"`
	Livemode    Opt[bool]         `json:"livemode"`
	Amount      int64             `json:"amount"`
	Ratio       float64           `json:"ratio"`
	Created     time.Time         `json:"created"`
	Description Opt[string]       `json:"description"`
	Coupon      Opt[string]       `json:"coupon"`
}

func (p customerParams) MarshalJSON() ([]byte, error) { return marshalObject(p) }

func TestFormSendsAStripeStyleBodyByteForByte(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/v1/customers", JSON: map[string]any{"id": "cus_1"}})
	var result map[string]any
	err := newTestClient(testConfig()).do(context.Background(), &requestSpec{
		method:   "POST",
		path:     "/v1/customers",
		encoding: encodingForm,
		body: customerParams{
			Name:     "Jane Doe",
			Metadata: map[string]string{"order_id": "6735", "note": "a&b=c"},
			Items:    []price{{"price_1", 2}, {"price_2", 1}},
			Expand:   []string{"customer", "invoice"},
			Livemode: Bool(false),
			Amount:   1999,
			Ratio:    0.5,
			Created:  time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC),
			Coupon:   Null[string](),
		},
	}, &result, nil)
	noError(t, err)
	equal(t, result, map[string]any{"id": "cus_1"})
	request := mock.only(t)
	equal(t, request.Headers["content-type"], "application/x-www-form-urlencoded")
	equal(t, request.Body, "name=Jane+Doe&metadata[note]=a%26b%3Dc&metadata[order_id]=6735"+
		"&items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2&items[1][quantity]=1"+
		"&expand[0]=customer&expand[1]=invoice&livemode=false&amount=1999&ratio=0.5"+
		"&created=2024-01-02T03%3A04%3A05Z")
	equal(t, request.Form, [][]string{
		{"name", "Jane Doe"},
		{"metadata[note]", "a&b=c"},
		{"metadata[order_id]", "6735"},
		{"items[0][price]", "price_1"},
		{"items[0][quantity]", "2"},
		{"items[1][price]", "price_2"},
		{"items[1][quantity]", "1"},
		{"expand[0]", "customer"},
		{"expand[1]", "invoice"},
		{"livemode", "false"},
		{"amount", "1999"},
		{"ratio", "0.5"},
		{"created", "2024-01-02T03:04:05Z"},
	})
}

func TestFormPercentEncodesKeepsStructuralBracketsAndDropsEmptyContainers(t *testing.T) {
	type nested struct {
		A     string            `json:"a[b"`
		Q     string            `json:"q"`
		M     map[string]string `json:"m"`
		Empty []string          `json:"empty"`
		None  map[string]int    `json:"none"`
		Grid  [][]int           `json:"nested"`
		Big   uint64            `json:"big"`
	}
	form, err := encodeForm(nested{A: "x", Q: "é ü!'()*~-._", M: map[string]string{"k y": ""}, Empty: []string{}, None: map[string]int{}, Grid: [][]int{{1, 2}}, Big: 1 << 63})
	noError(t, err)
	equal(t, form, "a%5Bb=x&q=%C3%A9+%C3%BC%21%27%28%29%2A~-._&m[k+y]=&nested[0][0]=1&nested[0][1]=2&big=9223372036854775808")
	empty, err := encodeForm(struct{}{})
	noError(t, err)
	equal(t, empty, "")
}

func TestFormRejectsABodyThatIsNotAnObject(t *testing.T) {
	setup(t, testAPIKeyEnv)
	cases := []struct {
		body any
		got  string
	}{{[]string{"a"}, "an array"}, {"text", "a string"}, {5, "a number"}, {true, "a boolean"}, {time.Now(), "a string"}}
	for _, c := range cases {
		err := newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "POST", path: "/f", encoding: encodingForm, body: c.body}, nil, nil)
		if err == nil || err.Error() != "a form-encoded request body must be an object, got "+c.got {
			t.Errorf("%T: got %v", c.body, err)
		}
	}
	equal(t, len(mock.requests(t)), 0)
}

func TestFormResendsTheIdenticalBodyOnARetry(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/f", Status: 503}, mockResponse{Method: "POST", Path: "/f", JSON: map[string]any{}})
	client := newTestClient(retrying(retryPolicy{maxRetries: 1, retryOn: []int{503}}))
	body := map[string]any{"a": []any{1, map[string]bool{"b": true}}}
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/f", encoding: encodingForm, body: body}, nil, nil))
	requests := mock.requests(t)
	equal(t, len(requests), 2)
	equal(t, requests[0].Body, "a[0]=1&a[1][b]=true")
	equal(t, requests[1].Body, requests[0].Body)
	equal(t, requests[1].Headers["content-type"], "application/x-www-form-urlencoded")
}

func TestFormHonoursAGivenContentTypeAndKeepsTheBodyOnEveryPage(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/search", JSON: map[string]any{"data": []int{1}, "has_more": true}},
		mockResponse{Method: "POST", Path: "/search", JSON: map[string]any{"data": []int{2}, "has_more": false}},
	)
	spec := &paginationSpec{kind: paginationPage, items: "data", pageParam: "page", hasMore: "has_more"}
	req := &requestSpec{method: "POST", path: "/search", body: map[string]string{"q": "x y"}, encoding: encodingForm,
		contentType: "application/x-www-form-urlencoded; charset=utf-8"}
	it := newIter[int](context.Background(), newTestClient(testConfig()).clientCore, req, spec, nil)
	var items []int
	for it.Next() {
		items = append(items, it.Current())
	}
	noError(t, it.Err())
	equal(t, items, []int{1, 2})
	var seen [][]string
	for _, request := range mock.requests(t) {
		seen = append(seen, []string{request.Query, request.Body, request.Headers["content-type"]})
	}
	equal(t, seen, [][]string{
		{"", "q=x+y", "application/x-www-form-urlencoded; charset=utf-8"},
		{"page=2", "q=x+y", "application/x-www-form-urlencoded; charset=utf-8"},
	})
}

func TestMultipartEncodesTheBodyOnceForEveryPageOfAList(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/search", JSON: map[string]any{"data": []int{1}, "has_more": true}},
		mockResponse{Method: "POST", Path: "/search", JSON: map[string]any{"data": []int{2}, "has_more": false}},
	)
	spec := &paginationSpec{kind: paginationOffset, hasMore: "has_more"}
	req := &requestSpec{method: "POST", path: "/search", encoding: encodingMultipart, body: map[string]any{"file": strings.NewReader("read once")}}
	items := collect(t, newIter[int](context.Background(), newTestClient(testConfig()).clientCore, req, spec, nil))
	equal(t, items, []int{1, 2})
	requests := mock.requests(t)
	equal(t, requests[1].BodyBytes, requests[0].BodyBytes)
	equal(t, requests[1].Parts[0].Body, "read once")
	equal(t, requests[1].Query, "offset=1")
}

type namedReader struct {
	io.Reader
	name string
}

func (n namedReader) Name() string { return n.name }

type uploadParams struct {
	Purpose string            `json:"purpose"`
	File    io.Reader         `json:"file"`
	Image   io.Reader         `json:"image"`
	Raw     []byte            `json:"raw"`
	Named   io.Reader         `json:"named"`
	Tags    []string          `json:"tags"`
	Meta    map[string]any    `json:"meta"`
	Count   int64             `json:"count"`
	Flag    Opt[bool]         `json:"flag"`
	At      time.Time         `json:"at"`
	Skipped *string           `json:"skipped,omitempty"`
	Nothing Opt[string]       `json:"nothing"`
	Null    Opt[string]       `json:"null"`
	Files   []io.Reader       `json:"files"`
	Empty   map[string]string `json:"empty,omitempty"`
}

func TestMultipartSendsFieldsAndFilesAsStrictMultipartFormData(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/files", JSON: map[string]any{"id": "file_1"}})
	var result map[string]any
	err := newTestClient(testConfig()).do(context.Background(), &requestSpec{
		method:   "POST",
		path:     "/files",
		encoding: encodingMultipart,
		body: &uploadParams{
			Purpose: "fine-tune",
			File:    FileUpload{Reader: bytes.NewReader(allBytes), Name: "data.bin", ContentType: "application/x-custom"},
			Image:   &FileUpload{Reader: bytes.NewReader([]byte{0x89, 0x50, 0x4e, 0x47}), ContentType: "image/png"},
			Raw:     allBytes,
			Named:   namedReader{strings.NewReader("héllo"), "/tmp/dir/notes.txt"},
			Tags:    []string{"a", "b"},
			Meta:    map[string]any{"k": "v", "n": []int{1, 2}},
			Count:   3,
			Flag:    Bool(false),
			At:      time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC),
			Null:    Null[string](),
			Files:   []io.Reader{strings.NewReader("one"), FileUpload{Reader: strings.NewReader("two"), Name: "2.txt"}},
		},
	}, &result, nil)
	noError(t, err)
	equal(t, result, map[string]any{"id": "file_1"})
	request := mock.only(t)
	contentType := request.Headers["content-type"]
	match := regexp.MustCompile(`^multipart/form-data; boundary=(sdkgen-[0-9a-f]{32})$`).FindStringSubmatch(contentType)
	if match == nil {
		t.Fatalf("Content-Type %q", contentType)
	}
	boundary := match[1]
	if request.MultipartError != nil {
		t.Fatalf("strict parser: %s", *request.MultipartError)
	}
	body := string(request.BodyBytes)
	equal(t, strings.HasPrefix(body, "--"+boundary+"\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nfine-tune\r\n"), true)
	equal(t, strings.HasSuffix(body, "\r\n--"+boundary+"--\r\n"), true)
	var summary [][]string
	for _, part := range request.Parts {
		summary = append(summary, []string{part.Name, deref(part.Filename), deref(part.ContentType)})
	}
	equal(t, summary, [][]string{
		{"purpose", "", ""},
		{"file", "data.bin", "application/x-custom"},
		{"image", "image", "image/png"},
		{"raw", "raw", "application/octet-stream"},
		{"named", "notes.txt", "application/octet-stream"},
		{"tags", "", ""},
		{"tags", "", ""},
		{"meta", "", "application/json"},
		{"count", "", ""},
		{"flag", "", ""},
		{"at", "", ""},
		{"files", "files", "application/octet-stream"},
		{"files", "2.txt", "application/octet-stream"},
	})
	parts := request.Parts
	equal(t, parts[1].BodyBytes, allBytes)
	equal(t, parts[2].BodyBytes, []byte{0x89, 0x50, 0x4e, 0x47})
	equal(t, parts[3].BodyBytes, allBytes)
	var texts []string
	for _, part := range parts[4:] {
		texts = append(texts, part.Body)
	}
	equal(t, texts, []string{"héllo", "a", "b", `{"k":"v","n":[1,2]}`, "3", "false", "2024-01-02T00:00:00Z", "one", "two"})
}

func deref(text *string) string {
	if text == nil {
		return ""
	}
	return *text
}

func TestMultipartTakesAnOSFileNameAndAMapInKeyOrder(t *testing.T) {
	setup(t, testAPIKeyEnv)
	path := filepath.Join(t.TempDir(), "rows.csv")
	noError(t, os.WriteFile(path, []byte("a,b\n"), 0o600))
	file, err := os.Open(path)
	noError(t, err)
	defer file.Close()
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/upload", Status: 204})
	body := map[string]any{"z": "last", "csv": file, "b": FileUpload{Reader: strings.NewReader("y")}, "n": nil, "we\"ird\r\nname": "ünïcode value"}
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "POST", path: "/upload", encoding: encodingMultipart, body: body}, nil, nil))
	var summary [][]string
	for _, part := range mock.only(t).Parts {
		summary = append(summary, []string{part.Name, deref(part.Filename), deref(part.ContentType), part.Body})
	}
	equal(t, summary, [][]string{
		{"b", "b", "application/octet-stream", "y"},
		{"csv", "rows.csv", "application/octet-stream", "a,b\n"},
		{"we%22ird%0D%0Aname", "", "", "ünïcode value"},
		{"z", "", "", "last"},
	})
}

func TestMultipartResendsTheSameBytesOnARetryWithAFreshBoundaryPerCall(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/m", Status: 500}, mockResponse{Method: "POST", Path: "/m", JSON: map[string]any{}, Repeat: true})
	client := newTestClient(retrying(retryPolicy{maxRetries: 1, retryOn: []int{500}}))
	call := func() {
		body := map[string]any{"f": bytes.NewReader([]byte{1, 2, 3}), "s": "x"}
		noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/m", encoding: encodingMultipart, body: body}, nil, nil))
	}
	call()
	call()
	requests := mock.requests(t)
	equal(t, len(requests), 3)
	equal(t, requests[1].BodyBytes, requests[0].BodyBytes)
	equal(t, requests[1].Headers["content-type"], requests[0].Headers["content-type"])
	if requests[2].Headers["content-type"] == requests[0].Headers["content-type"] {
		t.Fatal("every call needs a fresh boundary")
	}
	equal(t, [][]byte{requests[1].Parts[0].BodyBytes, requests[1].Parts[1].BodyBytes}, [][]byte{{1, 2, 3}, []byte("x")})
}

func TestMultipartKeepsAGivenSubtypeButAlwaysUsesItsOwnBoundary(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/m", JSON: map[string]any{}})
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "POST", path: "/m", encoding: encodingMultipart,
		contentType: "multipart/mixed; boundary=ignored", body: map[string]string{"a": "1"}}, nil, nil))
	if contentType := mock.only(t).Headers["content-type"]; !regexp.MustCompile(`^multipart/mixed; boundary=sdkgen-[0-9a-f]{32}$`).MatchString(contentType) {
		t.Fatalf("Content-Type %q", contentType)
	}
}

func TestMultipartRejectsABodyThatIsNotAStructOrMap(t *testing.T) {
	setup(t, testAPIKeyEnv)
	err := newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "POST", path: "/m", encoding: encodingMultipart, body: []int{1}}, nil, nil)
	if err == nil || !strings.Contains(err.Error(), "multipart request body must be a struct or a map of fields, got []int") {
		t.Fatalf("got %v", err)
	}
	equal(t, len(mock.requests(t)), 0)
}

func TestBinarySendsBytesStringsAndReadersByteForByte(t *testing.T) {
	setup(t, testAPIKeyEnv)
	bodies := []struct {
		body any
		want []byte
	}{
		{allBytes, allBytes},
		{allBytes[250:], allBytes[250:]},
		{bytes.NewReader(allBytes), allBytes},
		{FileUpload{Reader: bytes.NewReader(allBytes), ContentType: "ignored/type"}, allBytes},
		{"snow ☃", []byte("snow ☃")},
	}
	mock.enqueue(t, mockResponse{Method: "PUT", Path: "/images/i1", Status: 204, Repeat: true})
	client := newTestClient(testConfig())
	for _, c := range bodies {
		noError(t, client.do(context.Background(), &requestSpec{method: "PUT", path: "/images/{id}", pathParams: []any{"i1"}, body: c.body,
			encoding: encodingBinary, contentType: "image/png"}, nil, nil))
	}
	requests := mock.requests(t)
	equal(t, len(requests), len(bodies))
	for i, request := range requests {
		equal(t, request.BodyBytes, bodies[i].want)
		equal(t, request.Headers["content-type"], "image/png")
		equal(t, request.Headers["content-length"], strconv.Itoa(len(bodies[i].want)))
	}
}

func TestBinaryDefaultsToOctetStreamAndRejectsOtherValues(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/b", JSON: map[string]any{}})
	client := newTestClient(testConfig())
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/b", body: []byte{0}, encoding: encodingBinary}, nil, nil))
	equal(t, mock.only(t).Headers["content-type"], "application/octet-stream")
	err := client.do(context.Background(), &requestSpec{method: "POST", path: "/b", body: map[string]int{"a": 1}, encoding: encodingBinary}, nil, nil)
	if err == nil || !strings.Contains(err.Error(), "binary request body must be") {
		t.Fatalf("got %v", err)
	}
}

func TestTextSendsUTF8WithItsContentType(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/t", JSON: map[string]any{}, Repeat: true})
	client := newTestClient(testConfig())
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/t", body: "Grüße\n", encoding: encodingText}, nil, nil))
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/t", body: []byte("a,b"), encoding: encodingText, contentType: "text/csv"}, nil, nil))
	requests := mock.requests(t)
	equal(t, requests[0].BodyBytes, []byte("Grüße\n"))
	equal(t, requests[0].Headers["content-type"], "text/plain; charset=utf-8")
	equal(t, requests[1].Body, "a,b")
	equal(t, requests[1].Headers["content-type"], "text/csv")
	if err := client.do(context.Background(), &requestSpec{method: "POST", path: "/t", body: 5, encoding: encodingText}, nil, nil); err == nil {
		t.Fatal("a number is not a text body")
	}
}

func TestJSONWithAGivenContentTypeAndNoContentTypeWithoutABody(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "PATCH", Path: "/j", JSON: map[string]any{}}, mockResponse{Method: "POST", Path: "/j", JSON: map[string]any{}, Repeat: true})
	client := newTestClient(testConfig())
	noError(t, client.do(context.Background(), &requestSpec{method: "PATCH", path: "/j", body: map[string]any{"a": nil}, contentType: "application/merge-patch+json"}, nil, nil))
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/j", encoding: encodingForm}, nil, nil))
	noError(t, client.do(context.Background(), &requestSpec{method: "POST", path: "/j", body: (*customerParams)(nil)}, nil, nil))
	requests := mock.requests(t)
	equal(t, requests[0].Headers["content-type"], "application/merge-patch+json")
	equal(t, requests[0].Body, `{"a":null}`)
	for _, empty := range requests[1:] {
		equal(t, empty.Headers["content-type"], "")
		equal(t, empty.Body, "")
	}
}

// Responses

func TestReturnsABinaryResponseUnreadWithTheExactBytes(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/files/f1/content", Bytes: allBytes,
		Headers: map[string]string{"Content-Type": "application/octet-stream", "Content-Disposition": `attachment; filename="f.bin"`}})
	var response *http.Response
	err := newTestClient(testConfig(), WithTimeout(time.Second)).do(context.Background(), &requestSpec{method: "GET", path: "/files/{id}/content", pathParams: []any{"f1"},
		responseType: responseBinary, accept: "application/octet-stream"}, &response, nil)
	noError(t, err)
	defer response.Body.Close()
	equal(t, response.StatusCode, 200)
	equal(t, response.Header.Get("Content-Disposition"), `attachment; filename="f.bin"`)
	time.Sleep(1200 * time.Millisecond) // past the attempt timeout: reading the body is no longer bounded by it
	data, err := io.ReadAll(response.Body)
	noError(t, err)
	equal(t, data, allBytes)
	equal(t, mock.only(t).Headers["accept"], "application/octet-stream")
}

func TestReturnsBinaryEvenWhenLabelledJSONAndAnEmptyBodyForNoContent(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/b", JSON: map[string]any{"a": 1}}, mockResponse{Method: "GET", Path: "/b", Status: 204})
	client := newTestClient(testConfig())
	var labelled, empty *http.Response
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/b", responseType: responseBinary}, &labelled, nil))
	data, err := io.ReadAll(labelled.Body)
	noError(t, err)
	noError(t, labelled.Body.Close())
	equal(t, string(data), `{"a": 1}`)
	noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/b", responseType: responseBinary}, &empty, nil))
	data, err = io.ReadAll(empty.Body)
	noError(t, err)
	noError(t, empty.Body.Close())
	equal(t, empty.StatusCode, 204)
	equal(t, len(data), 0)
	equal(t, mock.requests(t)[0].Headers["accept"], "*/*")
}

func TestReturnsTextDecodingTheDeclaredCharset(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Method: "GET", Path: "/t", Headers: map[string]string{"Content-Type": "application/json"}, Body: text(`{"not": "parsed"}`)},
		mockResponse{Method: "GET", Path: "/t", Headers: map[string]string{"Content-Type": "text/plain; charset=iso-8859-1"}, Bytes: []byte{0x63, 0x61, 0x66, 0xe9}},
		mockResponse{Method: "GET", Path: "/t", Headers: map[string]string{"Content-Type": "text/plain; charset=x-unknown"}, Body: text("Grüße")},
		mockResponse{Method: "GET", Path: "/t", Headers: map[string]string{"Content-Type": "text/plain"}, Bytes: []byte{'a', 0xff, 'b'}},
		mockResponse{Method: "GET", Path: "/t", Status: 200},
	)
	client := newTestClient(testConfig())
	var got []string
	for i := 0; i < 5; i++ {
		var result string
		noError(t, client.do(context.Background(), &requestSpec{method: "GET", path: "/t", responseType: responseText}, &result, nil))
		got = append(got, result)
	}
	equal(t, got, []string{`{"not": "parsed"}`, "café", "Grüße", "a\uFFFDb", ""})
	equal(t, mock.requests(t)[0].Headers["accept"], "*/*")
}

func TestDefaultJSONResponsesAlsoHonourTheCharset(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/j", Headers: map[string]string{"Content-Type": "application/json; charset=latin1"},
		Bytes: []byte(`{"name": "caf` + "\xe9" + `"}`)})
	var result struct {
		Name string `json:"name"`
	}
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/j"}, &result, nil))
	equal(t, result.Name, "café")
}

func TestStillReturnsTypedErrorsWithTheJSONMessageForBinaryAndTextCalls(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Method: "GET", Path: "/f", Status: 404, JSON: map[string]any{"error": map[string]any{"message": "No such file"}}},
		mockResponse{Method: "GET", Path: "/f", Status: 404, JSON: map[string]any{"error": map[string]any{"message": "No such text"}}},
	)
	client := newTestClient(testConfig())
	var response *http.Response
	err := client.do(context.Background(), &requestSpec{method: "GET", path: "/f", responseType: responseBinary}, &response, nil)
	equal(t, errorAs[*NotFoundError](t, err).Error(), "404 No such file")
	equal(t, response == nil, true)
	var result string
	err = client.do(context.Background(), &requestSpec{method: "GET", path: "/f", responseType: responseText}, &result, nil)
	equal(t, errorAs[*NotFoundError](t, err).Error(), "404 No such text")
}

func TestAPerCallHeaderOverridesAccept(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/a", Body: text("x")})
	var result string
	noError(t, newTestClient(testConfig()).do(context.Background(), &requestSpec{method: "GET", path: "/a", responseType: responseText}, &result,
		[]RequestOption{WithHeader("Accept", "text/csv")}))
	equal(t, mock.only(t).Headers["accept"], "text/csv")
}

// Basic auth

func basicConfig() *clientConfig {
	config := testConfig()
	config.auth = authScheme{kind: authBasic}
	return config
}

func TestBasicSendsUserAndPasswordBase64Encoded(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/me", JSON: map[string]any{}})
	noError(t, newTestClient(basicConfig(), WithAPIKey("aladdin:open sesame")).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil))
	equal(t, mock.only(t).Headers["authorization"], "Basic YWxhZGRpbjpvcGVuIHNlc2FtZQ==")
}

func TestBasicTakesAKeyWithoutAColonAsTheUserWithAnEmptyPasswordUTF8Encoded(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/me", JSON: map[string]any{}, Repeat: true})
	noError(t, newTestClient(basicConfig(), WithAPIKey("sk_test_123")).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil))
	noError(t, newTestClient(basicConfig(), WithAPIKey("jürgen:pässword")).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil))
	requests := mock.requests(t)
	equal(t, requests[0].Headers["authorization"], "Basic "+base64.StdEncoding.EncodeToString([]byte("sk_test_123:")))
	equal(t, requests[1].Headers["authorization"], "Basic "+base64.StdEncoding.EncodeToString([]byte("jürgen:pässword")))
}

func TestBasicReadsTheEnvironmentAndExplainsA401WithoutAKey(t *testing.T) {
	setup(t, testAPIKeyEnv)
	t.Setenv(testAPIKeyEnv, "env-user:env-pass")
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/me", JSON: map[string]any{}}, mockResponse{Method: "GET", Path: "/me", Status: 401, JSON: map[string]any{"message": "Unauthorized"}})
	noError(t, newTestClientWith(basicConfig(), WithBaseURL(mock.url)).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil))
	t.Setenv(testAPIKeyEnv, "")
	err := newTestClientWith(basicConfig(), WithBaseURL(mock.url)).do(context.Background(), &requestSpec{method: "GET", path: "/me"}, nil, nil)
	authError := errorAs[*AuthenticationError](t, err)
	if !strings.HasPrefix(authError.Error(), "401 Unauthorized (no API key was set: ") || !strings.Contains(authError.Error(), testAPIKeyEnv) {
		t.Fatalf("message %q", authError.Error())
	}
	requests := mock.requests(t)
	equal(t, requests[0].Headers["authorization"], "Basic "+base64.StdEncoding.EncodeToString([]byte("env-user:env-pass")))
	equal(t, requests[1].Headers["authorization"], "")
}
