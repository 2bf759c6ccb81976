// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"encoding"
	"encoding/json"
	"fmt"
	"math"
	"net/url"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var placeholder = regexp.MustCompile(`\{[^{}/]*\}`)

// buildPath fills the {name} placeholders of an OpenAPI path template, in order, with params, each
// percent-encoded as one path segment: buildPath("/accounts/{id}/cards", "a/1") gives
// "/accounts/a%2F1/cards". A {+name} placeholder (RFC 6570 reserved expansion, for a parameter with
// allowReserved: true) keeps "/" and the other reserved characters. Values are strings, integers, floats, booleans, Opt values or anything
// with a string kind or a MarshalText method. An empty value, which would address another
// endpoint, is an error, and so is a wrong number of values.
func buildPath(template string, params []any) (string, error) {
	used := 0
	var failure error
	path := placeholder.ReplaceAllStringFunc(template, func(name string) string {
		if failure != nil {
			return name
		}
		if used >= len(params) {
			failure = fmt.Errorf("missing a value for path parameter %s of %s", name, template)
			return name
		}
		value := params[used]
		used++
		text, ok, err := scalarText(reflect.ValueOf(value))
		if err != nil {
			failure = fmt.Errorf("path parameter %s of %s: %w", name, template, err)
			return name
		}
		if !ok || text == "" {
			failure = fmt.Errorf("path parameter %s of %s must be a non-empty value", name, template)
			return name
		}
		if strings.HasPrefix(name, "{+") {
			return encodeReserved(text)
		}
		return encodePathSegment(text)
	})
	if failure != nil {
		return "", failure
	}
	if used != len(params) {
		return "", fmt.Errorf("expected %d path parameter(s) for %s but got %d", used, template, len(params))
	}
	return path, nil
}

// clientPlaceholder is a {@name} placeholder: a path parameter the generated client takes as an option.
var clientPlaceholder = regexp.MustCompile(`\{@[^{}/]*\}`)

// fillClientPath fills the {@name} placeholders of a path template from values (the client's and the
// call's With<Name> options, by the parameter's name in the spec), each percent-encoded as one
// segment; an empty or missing value is an error.
func fillClientPath(template string, values map[string]string) (string, error) {
	var failure error
	path := clientPlaceholder.ReplaceAllStringFunc(template, func(name string) string {
		value := values[name[2:len(name)-1]]
		if value == "" && failure == nil {
			failure = fmt.Errorf("the option for path parameter %s of %s must be a non-empty value", name, template)
		}
		return encodePathSegment(value)
	})
	return path, failure
}

// encodePathSegment percent-encodes one path segment (all but A-Z a-z 0-9 - . _ ~); "." and ".."
// are encoded too, so they are never collapsed.
func encodePathSegment(value string) string {
	encoded := escapeComponent(value)
	if encoded == "." || encoded == ".." {
		return strings.ReplaceAll(encoded, ".", "%2E")
	}
	return encoded
}

// encodeReserved percent-encodes a value that may hold reserved characters ("/", ":", "@"...), which
// stay as they are; only "?" and "#", which would end the path, are encoded with the rest.
func encodeReserved(value string) string {
	var out strings.Builder
	for _, b := range []byte(value) {
		if b < 0x80 && (b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || strings.IndexByte("-._~/:@!$&'()*+,;=", b) >= 0) {
			out.WriteByte(b)
		} else {
			fmt.Fprintf(&out, "%%%02X", b)
		}
	}
	return out.String()
}

// escapeComponent percent-encodes all but RFC 3986's unreserved characters; space is %20.
func escapeComponent(text string) string {
	return strings.ReplaceAll(url.QueryEscape(text), "+", "%20")
}

// queryPair is one name=value of a query string or one header, not yet encoded.
type queryPair struct {
	name, value string
}

// encodeQuery writes pairs as a query string without "?", names and values percent-encoded.
func encodeQuery(pairs []queryPair) string {
	var out strings.Builder
	for i, pair := range pairs {
		if i > 0 {
			out.WriteByte('&')
		}
		out.WriteString(escapeComponent(pair.name))
		out.WriteByte('=')
		out.WriteString(escapeComponent(pair.value))
	}
	return out.String()
}

// setQuery returns pairs with every pair named name replaced by one name=value, in the place of the
// first (or at the end).
func setQuery(pairs []queryPair, name, value string) []queryPair {
	out := make([]queryPair, 0, len(pairs)+1)
	replaced := false
	for _, pair := range pairs {
		if pair.name != name {
			out = append(out, pair)
		} else if !replaced {
			out = append(out, queryPair{name, value})
			replaced = true
		}
	}
	if !replaced {
		out = append(out, queryPair{name, value})
	}
	return out
}

// queryValue returns the first value of name, and whether there is one.
func queryValue(pairs []queryPair, name string) (string, bool) {
	for _, pair := range pairs {
		if pair.name == name {
			return pair.value, true
		}
	}
	return "", false
}

// joinURL joins a base URL (which may carry a path prefix such as /v1) and an encoded path with
// exactly one slash, then appends the encoded query.
func joinURL(baseURL, path, query string) string {
	base := strings.TrimSuffix(baseURL, "/")
	if path != "" && !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	if query == "" {
		return base + path
	}
	separator := "?"
	if strings.Contains(base, "?") || strings.Contains(path, "?") {
		separator = "&"
	}
	return base + path + separator + query
}

// encodeParams reads the query parameters and header parameters of a generated params struct
// (or a pointer to one; nil gives none) from its field tags:
//
//	Limit  Opt[int64]  `query:"limit"`                 // limit=10
//	Tags   []string    `query:"tag"`                   // tag=a&tag=b (form, exploded: the default)
//	Expand []string    `query:"expand,brackets"`       // expand[]=a&expand[]=b
//	IDs    []string    `query:"ids,comma"`             // ids=a,b (also: pipe, space)
//	Filter *Filter     `query:"filter"`                // filter[status]=open (deepObject, json names)
//	Sort   string      `query:"sort,omitempty"`        // left out when ""
//	Key    string      `header:"Idempotency-Key"`      // a header; slices are joined with ","
//	SID    Opt[string] `cookie:"session_id"`           // Cookie: session_id=...; theme=dark (see cookieValue)
//
// Absent and null Opt values, nil pointers and nil interfaces are left out; booleans are
// true/false; time.Time and other encoding.TextMarshaler values use their text. A map (with string
// keys) instead of a struct gives query parameters in key order.
func encodeParams(params any) (query, headers []queryPair, err error) {
	query, headers, cookies, err := encodeFields(params)
	if err != nil || len(cookies) == 0 {
		return query, headers, err
	}
	return query, append(headers, queryPair{"Cookie", strings.Join(cookies, "; ")}), nil
}

// cookieValue percent-encodes a cookie parameter's value outside RFC 6265's cookie-octet (space, '"', ',',
// ';', '\', controls, non-ASCII) and '%' itself, so the server can decode it unambiguously.
func cookieValue(text string) string {
	var out strings.Builder
	for _, b := range []byte(text) {
		if b >= 0x21 && b <= 0x7e && b != '"' && b != '%' && b != ',' && b != ';' && b != '\\' {
			out.WriteByte(b)
		} else {
			fmt.Fprintf(&out, "%%%02X", b)
		}
	}
	return out.String()
}

// encodeFields is encodeParams with the cookie parameters as name=value pairs, not yet joined.
func encodeFields(params any) (query, headers []queryPair, cookies []string, err error) {
	value, ok := unwrapValue(reflect.ValueOf(params))
	if !ok {
		return nil, nil, nil, nil
	}
	switch value.Kind() {
	case reflect.Map:
		for _, key := range sortedKeys(value) {
			if query, err = appendQuery(query, fmt.Sprint(key), value.MapIndex(key), ""); err != nil {
				return nil, nil, nil, err
			}
		}
		return query, nil, nil, nil
	case reflect.Struct:
	default:
		return nil, nil, nil, fmt.Errorf("request parameters must be a struct or a map, got %s", value.Type())
	}
	for _, field := range structFields(value.Type()) {
		fieldValue, ok := fieldByIndex(value, field.index)
		if !ok {
			continue
		}
		if field.query != "" {
			name, options, _ := strings.Cut(field.query, ",")
			style, omitEmpty, err := queryOptions(options)
			if err != nil {
				return nil, nil, nil, fmt.Errorf("query parameter %s: %w", name, err)
			}
			if omitEmpty && isEmptyValue(fieldValue) {
				continue
			}
			if query, err = appendQuery(query, name, fieldValue, style); err != nil {
				return nil, nil, nil, fmt.Errorf("query parameter %s: %w", name, err)
			}
		}
		if field.header != "" {
			name, options, _ := strings.Cut(field.header, ",")
			if hasOption(options, "omitempty") && isEmptyValue(fieldValue) {
				continue
			}
			text, ok, err := headerText(fieldValue)
			if err != nil {
				return nil, nil, nil, fmt.Errorf("header parameter %s: %w", name, err)
			}
			if ok {
				headers = append(headers, queryPair{name, text})
			}
		}
		if field.cookie != "" {
			name, _, _ := strings.Cut(field.cookie, ",")
			text, ok, err := headerText(fieldValue)
			if err != nil {
				return nil, nil, nil, fmt.Errorf("cookie parameter %s: %w", name, err)
			}
			if ok {
				cookies = append(cookies, name+"="+cookieValue(text))
			}
		}
	}
	return query, headers, cookies, nil
}

// queryOptions reads the options after the name in a query tag: one style and/or omitempty.
func queryOptions(options string) (style string, omitEmpty bool, err error) {
	for options != "" {
		var option string
		option, options, _ = strings.Cut(options, ",")
		switch option {
		case "omitempty":
			omitEmpty = true
		case "form", "":
		case "brackets", "comma", "pipe", "space":
			style = option
		default:
			return "", false, fmt.Errorf("unknown query tag option %q", option)
		}
	}
	return style, omitEmpty, nil
}

var listSeparators = map[string]string{"comma": ",", "pipe": "|", "space": " "}

// appendQuery adds key=value pairs for one query parameter (see encodeParams).
func appendQuery(pairs []queryPair, key string, raw reflect.Value, style string) ([]queryPair, error) {
	value, ok := unwrapValue(raw)
	if !ok {
		return pairs, nil
	}
	if text, ok, err := scalarText(value); err == nil && ok {
		return append(pairs, queryPair{key, text}), nil
	}
	switch value.Kind() {
	case reflect.Slice, reflect.Array:
		if separator, joined := listSeparators[style]; joined {
			var texts []string
			for i := 0; i < value.Len(); i++ {
				item, ok := unwrapValue(value.Index(i))
				if !ok {
					continue
				}
				text, ok, err := scalarText(item)
				if err != nil || !ok {
					return nil, fmt.Errorf("a %s-separated list takes scalar items, got %s", style, item.Type())
				}
				texts = append(texts, text)
			}
			if len(texts) == 0 {
				return pairs, nil
			}
			return append(pairs, queryPair{key, strings.Join(texts, separator)}), nil
		}
		for i := 0; i < value.Len(); i++ {
			item, ok := unwrapValue(value.Index(i))
			if !ok {
				continue
			}
			itemKey := key
			if style == "brackets" {
				itemKey = key + "[]"
			}
			if kind := item.Kind(); kind == reflect.Struct && !isTextValue(item) || kind == reflect.Map {
				itemKey = key + "[" + strconv.Itoa(i) + "]"
			}
			var err error
			if pairs, err = appendQuery(pairs, itemKey, item, ""); err != nil {
				return nil, err
			}
		}
		return pairs, nil
	case reflect.Map:
		for _, mapKey := range sortedKeys(value) {
			var err error
			if pairs, err = appendQuery(pairs, key+"["+fmt.Sprint(mapKey)+"]", value.MapIndex(mapKey), ""); err != nil {
				return nil, err
			}
		}
		return pairs, nil
	case reflect.Struct:
		for _, field := range jsonFields(value.Type()) {
			fieldValue, ok := fieldByIndex(value, field.index)
			if !ok || field.omitEmpty && isEmptyValue(fieldValue) {
				continue
			}
			var err error
			if pairs, err = appendQuery(pairs, key+"["+field.name+"]", fieldValue, ""); err != nil {
				return nil, err
			}
		}
		return pairs, nil
	}
	_, _, err := scalarText(value)
	return nil, err
}

// headerText formats a header parameter: a scalar, or a list joined with "," (OpenAPI's simple style).
func headerText(raw reflect.Value) (string, bool, error) {
	value, ok := unwrapValue(raw)
	if !ok {
		return "", false, nil
	}
	if text, ok, err := scalarText(value); err == nil && ok {
		return text, true, nil
	}
	if kind := value.Kind(); kind == reflect.Slice || kind == reflect.Array {
		texts := make([]string, 0, value.Len())
		for i := 0; i < value.Len(); i++ {
			item, ok := unwrapValue(value.Index(i))
			if !ok {
				continue
			}
			text, ok, err := scalarText(item)
			if err != nil || !ok {
				return "", false, fmt.Errorf("a header list takes scalar items, got %s", item.Type())
			}
			texts = append(texts, text)
		}
		return strings.Join(texts, ","), len(texts) > 0, nil
	}
	return "", false, fmt.Errorf("a header takes a scalar or a list of scalars, got %s", value.Type())
}

// unwrapValue follows pointers, interfaces and Opt values to the value inside; ok is false for a
// nil pointer or interface and for an absent or null Opt.
func unwrapValue(value reflect.Value) (reflect.Value, bool) {
	for {
		if !value.IsValid() {
			return value, false
		}
		switch value.Kind() {
		case reflect.Pointer, reflect.Interface:
			if value.IsNil() {
				return value, false
			}
			if value.Kind() == reflect.Pointer && isTextValue(value) && !isTextValue(value.Elem()) {
				return value, true // MarshalText with a pointer receiver
			}
			value = value.Elem()
			continue
		}
		if value.CanInterface() {
			if opt, isOpt := value.Interface().(optional); isOpt {
				state, inner := opt.optionalState()
				if state != optValue {
					return value, false
				}
				value = reflect.ValueOf(inner)
				continue
			}
		}
		return value, true
	}
}

var textMarshalerType = reflect.TypeOf((*encoding.TextMarshaler)(nil)).Elem()

func isTextValue(value reflect.Value) bool {
	return value.Type().Implements(textMarshalerType)
}

// scalarText formats a scalar as query, path, header or form text: strings as they are, booleans
// true/false, integers in decimal, floats as JSON writes them, TextMarshaler values (time.Time:
// RFC 3339) by their text. ok is false when value is not a scalar (a list, map or struct); err is
// set for values that have no text (functions, channels, complex numbers, NaN).
func scalarText(raw reflect.Value) (text string, ok bool, err error) {
	value, present := unwrapValue(raw)
	if !present {
		return "", false, nil
	}
	if isTextValue(value) && value.CanInterface() {
		bytes, err := value.Interface().(encoding.TextMarshaler).MarshalText()
		if err != nil {
			return "", false, err
		}
		return string(bytes), true, nil
	}
	switch value.Kind() {
	case reflect.String:
		return value.String(), true, nil
	case reflect.Bool:
		return strconv.FormatBool(value.Bool()), true, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(value.Int(), 10), true, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.FormatUint(value.Uint(), 10), true, nil
	case reflect.Float32, reflect.Float64:
		return formatFloat(value.Float(), value.Type().Bits())
	case reflect.Slice, reflect.Array, reflect.Map, reflect.Struct:
		if value.Kind() == reflect.Slice && value.Type().Elem().Kind() == reflect.Uint8 {
			return string(value.Bytes()), true, nil
		}
		return "", false, nil
	}
	return "", false, fmt.Errorf("cannot format a %s as text", value.Type())
}

// formatFloat writes a float as encoding/json (and JavaScript) does: 0.5, 100, 1e+21, 1e-7.
func formatFloat(f float64, bits int) (string, bool, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "", false, fmt.Errorf("cannot format %v as a number", f)
	}
	encoded, err := json.Marshal(f)
	if bits == 32 {
		encoded, err = json.Marshal(float32(f))
	}
	if err != nil {
		return "", false, err
	}
	return string(encoded), true, nil
}

// sortedKeys returns a map's keys in string order (maps are unordered; output must be deterministic).
func sortedKeys(value reflect.Value) []reflect.Value {
	keys := value.MapKeys()
	sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
	return keys
}
