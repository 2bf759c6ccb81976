// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// paginationKind is the x-sdkgen-pagination type.
type paginationKind uint8

const (
	paginationOffset paginationKind = iota + 1
	paginationPage
	paginationCursor
	paginationLink
)

// paginationSpec is an operation's x-sdkgen-pagination extension or sdkgen.yaml scheme, with wire names. Generated code
// passes every field the IR has; the defaults below only stand in for empty fields.
type paginationSpec struct {
	// kind is paginationOffset, paginationPage, paginationCursor or paginationLink.
	kind paginationKind
	// items is the response array property holding a page's items (default "data"); a response that is an
	// array is the items.
	items string
	// limitParam is the query parameter for the page size, if the operation has one.
	limitParam string
	// offsetParam is the query parameter taking the offset (kind offset; default "offset").
	offsetParam string
	// pageParam is the query parameter taking the 1-based page number (kind page; default "page").
	pageParam string
	// cursorParam is the query parameter taking the cursor (kind cursor; default "cursor").
	cursorParam string
	// cursorField is the field of the last item that is the next cursor (kind cursor; default "id").
	cursorField string
	// hasMore is the boolean response property saying whether more pages exist ("" if none).
	hasMore string
	// total is the integer response property with the total number of items ("" if none).
	total string
	// nextCursor is the response property (a dotted path) holding the next cursor (kind cursor; "" takes
	// the last item's cursorField instead).
	nextCursor string
	// done is the boolean response property that is true on the last page ("" if none).
	done string
	// cursorBody is the JSON request body property taking the cursor (kind cursor), instead of cursorParam.
	cursorBody string
}

// pageRequest is what a page's request changes: query parameters over the params', the cursor set in the JSON
// body (cursorBody), or (link) the URL of the previous page's Link header, sent as it is.
type pageRequest struct {
	query          []queryPair
	bodyCursor     *string
	cursorBodyName string
	url            string
}

func (p *paginationSpec) itemsName() string       { return orDefault(p.items, "data") }
func (p *paginationSpec) offsetParamName() string { return orDefault(p.offsetParam, "offset") }
func (p *paginationSpec) pageParamName() string   { return orDefault(p.pageParam, "page") }
func (p *paginationSpec) cursorParamName() string { return orDefault(p.cursorParam, "cursor") }
func (p *paginationSpec) cursorFieldName() string { return orDefault(p.cursorField, "id") }

func orDefault(value, def string) string {
	if value == "" {
		return def
	}
	return value
}

// errNoNextPage is returned by GetNextPage after the last page.
var errNoNextPage = errors.New("no next page: check HasNextPage before calling GetNextPage")

// Page is one page of a paginated list: its items and the whole response body. Get the next page
// with GetNextPage while HasNextPage is true; an Iter does this for you.
type Page[T any] struct {
	// Items are this page's items.
	Items []T
	// Body is the page's whole JSON response body (decode it for properties besides the items).
	Body json.RawMessage

	core    *clientCore
	req     *requestSpec
	spec    *paginationSpec
	options []RequestOption
	// query is this page's query (the params' with the pagination parameters set); request is what the pager
	// set on top of the params for this page.
	query   []queryPair
	request pageRequest
	// link is the page's Link header (all its lines joined).
	link string
	// seenBefore counts the items of the pages before this one (cursor pagination's total rule).
	seenBefore int
	// pageSize is the page size for page pagination: the limit parameter, else the first page's length.
	pageSize int
	// next is the next page's request, nil after the last page.
	next *pageRequest
}

// HasNextPage reports whether another page follows. It does not when this page is empty, when the
// has_more property is false, when the done property is true, when the items seen reach the total
// property, or (cursor) when there is no next cursor (the nextCursor property, else the last item's
// cursor field) or the server gave back the cursor it was sent, or (link) when the Link header has no
// rel="next" link.
func (p *Page[T]) HasNextPage() bool {
	return p.next != nil
}

// GetNextPage fetches the next page, with the same parameters and options as this one except the
// pagination parameter. After the last page it returns an error.
func (p *Page[T]) GetNextPage(ctx context.Context) (*Page[T], error) {
	if p.next == nil {
		return nil, errNoNextPage
	}
	return fetchPage[T](ctx, p.core, p.req, p.spec, p.options, *p.next, p.seenBefore+len(p.Items), p.pageSize)
}

// getPage fetches the first page of a paginated list (generated ListPage methods return it).
// The body, if any, is encoded once and sent with every page request.
func getPage[T any](ctx context.Context, core *clientCore, req *requestSpec, spec *paginationSpec, options []RequestOption) (*Page[T], error) {
	if req.encoded == nil {
		body, err := encodeBody(req.body, req.encoding, req.contentType, req.streamFlag)
		if err != nil {
			return nil, err
		}
		if body != nil {
			encoded := *req
			encoded.encoded = body
			req = &encoded
		}
	}
	return fetchPage[T](ctx, core, req, spec, options, pageRequest{}, 0, 0)
}

// pageCall is the request of one page: the list's request with the pager's body cursor or next link.
func pageCall(core *clientCore, req *requestSpec, options []RequestOption, request pageRequest) (*requestSpec, error) {
	if request.bodyCursor == nil && request.url == "" {
		return req, nil
	}
	page := *req
	if request.bodyCursor != nil {
		body := req.encoded
		if body == nil {
			body = &encodedBody{data: []byte("{}"), contentType: defaultContentTypes[encodingJSON]}
		}
		value, _ := json.Marshal(*request.bodyCursor)
		data, err := editJSON(body.data, []string{request.cursorBodyName}, value, false)
		if err != nil {
			return nil, fmt.Errorf("setting the cursor in the request body: %w", err)
		}
		page.encoded = &encodedBody{data: data, contentType: body.contentType}
	}
	if request.url != "" {
		s, err := core.settings(options)
		if err != nil {
			return nil, err
		}
		link, err := linkUnder(s.baseFor(req), request.url)
		if err != nil {
			return nil, err
		}
		page.pageURL = link
	}
	return &page, nil
}

// linkUnder resolves a next-page link against the base URL and checks that it is under it (same scheme, host,
// port and base path), so that credentials never go to another host.
func linkUnder(base, link string) (string, error) {
	root := strings.TrimSuffix(base, "/")
	parsed, err := url.Parse(root + "/")
	if err != nil {
		return "", err
	}
	target, err := parsed.Parse(link)
	if err != nil {
		return "", fmt.Errorf("the next page's link %q: %w", link, err)
	}
	resolved := target.String()
	rest := strings.TrimPrefix(resolved, root)
	if rest == resolved || (rest != "" && !strings.ContainsAny(rest[:1], "/?#")) {
		return "", fmt.Errorf("the next page's link %s is not under the base URL %s: not followed", resolved, base)
	}
	return resolved, nil
}

func fetchPage[T any](ctx context.Context, core *clientCore, req *requestSpec, spec *paginationSpec, options []RequestOption, request pageRequest, seenBefore, pageSize int) (*Page[T], error) {
	if spec.kind < paginationOffset || spec.kind > paginationLink {
		return nil, fmt.Errorf("unknown pagination type %d: expected offset, page, cursor or link", spec.kind)
	}
	query, _, err := encodeParams(req.params)
	if err != nil {
		return nil, err
	}
	for _, pair := range request.query {
		query = setQuery(query, pair.name, pair.value)
	}
	sent, err := pageCall(core, req, options, request)
	if err != nil {
		return nil, err
	}
	response, data, err := core.execute(ctx, sent, request.query, options)
	if err != nil {
		return nil, err
	}
	page := &Page[T]{
		Body:       json.RawMessage(data),
		core:       core,
		req:        req,
		spec:       spec,
		options:    options,
		query:      query,
		request:    request,
		link:       strings.Join(response.Header.Values("Link"), ", "),
		seenBefore: seenBefore,
		pageSize:   pageSize,
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return page, nil
	}
	body, rawItems, err := decodePage(data, spec)
	if err != nil {
		return nil, fmt.Errorf("decoding the page (%s %s): %w", req.method, req.path, err)
	}
	page.Items = make([]T, len(rawItems))
	for i, raw := range rawItems {
		if err := json.Unmarshal(raw, &page.Items[i]); err != nil {
			return nil, fmt.Errorf("decoding item %d of the page: %w", i, err)
		}
	}
	if core.strictResponses(options) {
		if err := validateResponse(&page.Items, memberPath("$", spec.itemsName())); err != nil {
			return nil, err
		}
	}
	if spec.kind == paginationPage && page.pageSize == 0 {
		if limit, ok := intQuery(query, spec.limitParam); ok && limit > 0 {
			page.pageSize = limit
		} else {
			page.pageSize = len(rawItems)
		}
	}
	page.next = page.nextPage(body, rawItems)
	return page, nil
}

// decodePage reads a page's body: a JSON object with the items property, or (a bare-array response) the items.
func decodePage(data []byte, spec *paginationSpec) (map[string]json.RawMessage, []json.RawMessage, error) {
	var rawItems []json.RawMessage
	if trimmed := bytes.TrimSpace(data); len(trimmed) > 0 && trimmed[0] == '[' {
		err := json.Unmarshal(data, &rawItems)
		return map[string]json.RawMessage{}, rawItems, err
	}
	var body map[string]json.RawMessage
	if err := json.Unmarshal(data, &body); err != nil {
		return nil, nil, err
	}
	if raw, ok := body[spec.itemsName()]; ok {
		if err := json.Unmarshal(raw, &rawItems); err != nil {
			return nil, nil, fmt.Errorf("the page's %q: %w", spec.itemsName(), err)
		}
	}
	return body, rawItems, nil
}

// nextPage computes the next page's request, or nil when this is the last page.
func (p *Page[T]) nextPage(body map[string]json.RawMessage, items []json.RawMessage) *pageRequest {
	if len(items) == 0 {
		return nil
	}
	spec := p.spec
	if spec.hasMore != "" {
		var hasMore bool
		if raw, ok := body[spec.hasMore]; ok && json.Unmarshal(raw, &hasMore) == nil && !hasMore {
			return nil
		}
	}
	if spec.done != "" {
		var done bool
		if raw, ok := body[spec.done]; ok && json.Unmarshal(raw, &done) == nil && done {
			return nil
		}
	}
	if spec.total != "" {
		var total float64
		if raw, ok := body[spec.total]; ok && json.Unmarshal(raw, &total) == nil && float64(p.position(len(items))) >= total {
			return nil
		}
	}
	var name, value string
	switch spec.kind {
	case paginationOffset:
		offset, _ := intQuery(p.query, spec.offsetParamName())
		name, value = spec.offsetParamName(), strconv.Itoa(offset+len(items))
	case paginationPage:
		name, value = spec.pageParamName(), strconv.Itoa(p.pageNumber()+1)
	case paginationLink:
		if next, ok := linkWithRel(p.link, "next"); ok {
			return &pageRequest{url: next}
		}
		return nil
	default:
		return p.nextCursorRequest(body, items)
	}
	return &pageRequest{query: setQuery(p.request.query, name, value)}
}

// nextCursorRequest is the next request of cursor pagination: the cursor in the query or the body.
func (p *Page[T]) nextCursorRequest(body map[string]json.RawMessage, items []json.RawMessage) *pageRequest {
	spec := p.spec
	var cursor string
	var ok bool
	if spec.nextCursor != "" {
		cursor, ok = cursorAt(body, spec.nextCursor)
	} else {
		cursor, ok = cursorOf(items[len(items)-1], spec.cursorFieldName())
	}
	if !ok {
		return nil
	}
	if spec.cursorBody != "" {
		if p.request.bodyCursor != nil && *p.request.bodyCursor == cursor {
			return nil // the server handed back the cursor it was given: stop rather than loop
		}
		return &pageRequest{query: p.request.query, bodyCursor: &cursor, cursorBodyName: spec.cursorBody}
	}
	if current, sent := queryValue(p.query, spec.cursorParamName()); sent && current == cursor {
		return nil // the server handed back the cursor it was given: stop rather than loop
	}
	return &pageRequest{query: setQuery(p.request.query, spec.cursorParamName(), cursor)}
}

// Link is one link of a Link header (RFC 8288): its target as written and its parameters, names lower-cased.
type Link struct {
	URL    string
	Params map[string]string
}

// ParseLinkHeader parses a Link header (RFC 8288): <url>; rel="next", <url>; rel="last". Commas and semicolons
// inside <...> and in quoted values do not split; a parameter's value is a token or a quoted string (backslash
// escapes); a repeated parameter keeps its first value; a part without <...> is skipped.
func ParseLinkHeader(header string) []Link {
	var links []Link
	for i := 0; i < len(header); {
		start := strings.IndexByte(header[i:], '<')
		if start < 0 {
			break
		}
		start += i
		end := strings.IndexByte(header[start+1:], '>')
		if end < 0 {
			break
		}
		end += start + 1
		link := Link{URL: strings.TrimSpace(header[start+1 : end]), Params: map[string]string{}}
		i = linkSpace(header, end+1)
		for i < len(header) && header[i] == ';' {
			i = linkSpace(header, i+1)
			name := linkToken(header, i)
			i = linkSpace(header, i+len(name))
			value := ""
			if i < len(header) && header[i] == '=' {
				i = linkSpace(header, i+1)
				if i < len(header) && header[i] == '"' {
					value, i = quotedString(header, i)
				} else {
					value = linkToken(header, i)
					i += len(value)
				}
			}
			if _, seen := link.Params[strings.ToLower(name)]; name != "" && !seen {
				link.Params[strings.ToLower(name)] = value
			}
			i = linkSpace(header, i)
		}
		links = append(links, link)
		for i < len(header) && header[i] != ',' {
			if header[i] == '"' {
				_, i = quotedString(header, i)
			} else {
				i++
			}
		}
		i++
	}
	return links
}

// linkWithRel is the target of the header's first link whose rel has the relation type rel (case-insensitive).
func linkWithRel(header, rel string) (string, bool) {
	for _, link := range ParseLinkHeader(header) {
		for _, r := range strings.Fields(link.Params["rel"]) {
			if strings.EqualFold(r, rel) && link.URL != "" {
				return link.URL, true
			}
		}
	}
	return "", false
}

func linkSpace(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i
}

func linkToken(text string, i int) string {
	end := i
	for end < len(text) && !strings.ContainsRune(" \t;,=\"", rune(text[end])) {
		end++
	}
	return text[i:end]
}

// quotedString reads the quoted string starting at i (its opening quote): its value unescaped and the index
// after it.
func quotedString(text string, i int) (string, int) {
	var value strings.Builder
	for i++; i < len(text) && text[i] != '"'; i++ {
		if text[i] == '\\' && i+1 < len(text) {
			i++
		}
		value.WriteByte(text[i])
	}
	return value.String(), i + 1
}

// position is how many items of the whole list have been seen once this page is read.
func (p *Page[T]) position(count int) int {
	switch p.spec.kind {
	case paginationOffset:
		offset, _ := intQuery(p.query, p.spec.offsetParamName())
		return offset + count
	case paginationPage:
		return (p.pageNumber()-1)*p.pageSize + count
	default:
		return p.seenBefore + count
	}
}

func (p *Page[T]) pageNumber() int {
	if number, ok := intQuery(p.query, p.spec.pageParamName()); ok {
		return number
	}
	return 1
}

// intQuery reads an integer query parameter.
func intQuery(query []queryPair, name string) (int, bool) {
	if name == "" {
		return 0, false
	}
	text, ok := queryValue(query, name)
	if !ok {
		return 0, false
	}
	number, err := strconv.Atoi(text)
	return number, err == nil
}

// cursorAt reads the cursor at a dotted property path (meta.next_cursor) of the page's body.
func cursorAt(body map[string]json.RawMessage, path string) (string, bool) {
	names := strings.Split(path, ".")
	object := body
	for _, name := range names[:len(names)-1] {
		var inner map[string]json.RawMessage // a fresh map: Unmarshal into a used one would merge
		if raw, ok := object[name]; !ok || json.Unmarshal(raw, &inner) != nil {
			return "", false
		}
		object = inner
	}
	return cursorText(object[names[len(names)-1]])
}

// cursorOf reads the cursor field of an item: a string, or a number as written; ok is false when
// it is missing, null or "".
func cursorOf(item json.RawMessage, field string) (string, bool) {
	var object map[string]json.RawMessage
	if json.Unmarshal(item, &object) != nil {
		return "", false
	}
	return cursorText(object[field])
}

// cursorText reads a cursor value: a string, or a number as written; ok is false when it is missing,
// null or "".
func cursorText(raw json.RawMessage) (string, bool) {
	if raw == nil {
		return "", false
	}
	var text string
	if json.Unmarshal(raw, &text) == nil {
		return text, text != ""
	}
	var number json.Number
	if json.Unmarshal(raw, &number) == nil {
		return number.String(), true
	}
	return "", false
}

// Iter iterates the items of every page of a paginated list, fetching pages as it goes:
//
//	it := client.Accounts.List(ctx, nil)
//	for it.Next() {
//		account := it.Current()
//	}
//	if err := it.Err(); err != nil { ... }
type Iter[T any] struct {
	ctx     context.Context
	first   func(context.Context) (*Page[T], error)
	page    *Page[T]
	index   int
	current T
	err     error
	done    bool
}

// newIter returns an iterator over a paginated list (generated List methods return it). Nothing is
// fetched before the first Next.
func newIter[T any](ctx context.Context, core *clientCore, req *requestSpec, spec *paginationSpec, options []RequestOption) *Iter[T] {
	return &Iter[T]{ctx: ctx, first: func(ctx context.Context) (*Page[T], error) {
		return getPage[T](ctx, core, req, spec, options)
	}}
}

// Next advances to the next item, fetching the next page when this one is used up. It returns
// false at the end of the list or on an error (see Err).
func (it *Iter[T]) Next() bool {
	if it.done {
		return false
	}
	for {
		if it.page == nil {
			page, err := it.first(it.ctx)
			if err != nil {
				return it.fail(err)
			}
			it.page, it.index = page, 0
		}
		if it.index < len(it.page.Items) {
			it.current = it.page.Items[it.index]
			it.index++
			return true
		}
		if !it.page.HasNextPage() {
			it.done = true
			return false
		}
		page, err := it.page.GetNextPage(it.ctx)
		if err != nil {
			return it.fail(err)
		}
		it.page, it.index = page, 0
	}
}

func (it *Iter[T]) fail(err error) bool {
	it.err, it.done = err, true
	var zero T
	it.current = zero
	return false
}

// Current returns the item Next advanced to.
func (it *Iter[T]) Current() T {
	return it.current
}

// Err returns the error that ended the iteration, or nil.
func (it *Iter[T]) Err() error {
	return it.err
}
