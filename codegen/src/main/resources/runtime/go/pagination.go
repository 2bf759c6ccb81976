// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// paginationKind is the x-sdkgen-pagination type.
type paginationKind uint8

const (
	paginationOffset paginationKind = iota + 1
	paginationPage
	paginationCursor
)

// paginationSpec is an operation's x-sdkgen-pagination extension or sdkgen.yaml scheme, with wire names. Generated code
// passes every field the IR has; the defaults below only stand in for empty fields.
type paginationSpec struct {
	// kind is paginationOffset, paginationPage or paginationCursor.
	kind paginationKind
	// items is the response array property holding a page's items (default "data").
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
	// query is this page's query (the params' with the pagination parameters set); overrides are the
	// pagination parameters this page set on top of the params.
	query, overrides []queryPair
	// seenBefore counts the items of the pages before this one (cursor pagination's total rule).
	seenBefore int
	// pageSize is the page size for page pagination: the limit parameter, else the first page's length.
	pageSize int
	// next holds the next page's pagination parameters, nil after the last page.
	next []queryPair
}

// HasNextPage reports whether another page follows. It does not when this page is empty, when the
// has_more property is false, when the done property is true, when the items seen reach the total
// property, or (cursor) when there is no next cursor (the nextCursor property, else the last item's
// cursor field) or the server gave back the cursor it was sent.
func (p *Page[T]) HasNextPage() bool {
	return p.next != nil
}

// GetNextPage fetches the next page, with the same parameters and options as this one except the
// pagination parameter. After the last page it returns an error.
func (p *Page[T]) GetNextPage(ctx context.Context) (*Page[T], error) {
	if p.next == nil {
		return nil, errNoNextPage
	}
	return fetchPage[T](ctx, p.core, p.req, p.spec, p.options, p.next, p.seenBefore+len(p.Items), p.pageSize)
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
	return fetchPage[T](ctx, core, req, spec, options, nil, 0, 0)
}

func fetchPage[T any](ctx context.Context, core *clientCore, req *requestSpec, spec *paginationSpec, options []RequestOption, overrides []queryPair, seenBefore, pageSize int) (*Page[T], error) {
	if spec.kind < paginationOffset || spec.kind > paginationCursor {
		return nil, fmt.Errorf("unknown pagination type %d: expected offset, page or cursor", spec.kind)
	}
	query, _, err := encodeParams(req.params)
	if err != nil {
		return nil, err
	}
	for _, pair := range overrides {
		query = setQuery(query, pair.name, pair.value)
	}
	_, data, err := core.execute(ctx, req, overrides, options)
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
		overrides:  overrides,
		seenBefore: seenBefore,
		pageSize:   pageSize,
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return page, nil
	}
	var body map[string]json.RawMessage
	if err := json.Unmarshal(data, &body); err != nil {
		return nil, fmt.Errorf("decoding the page (%s %s): %w", req.method, req.path, err)
	}
	var rawItems []json.RawMessage
	if raw, ok := body[spec.itemsName()]; ok {
		if err := json.Unmarshal(raw, &rawItems); err != nil {
			return nil, fmt.Errorf("decoding the page's %q: %w", spec.itemsName(), err)
		}
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

// nextPage computes the next page's pagination parameters, or nil when this is the last page.
func (p *Page[T]) nextPage(body map[string]json.RawMessage, items []json.RawMessage) []queryPair {
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
	default:
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
		if current, sent := queryValue(p.query, spec.cursorParamName()); sent && current == cursor {
			return nil // the server handed back the cursor it was given: stop rather than loop
		}
		name, value = spec.cursorParamName(), cursor
	}
	return setQuery(p.overrides, name, value)
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
