// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// Tolerant responses. A generated struct that responses carry decodes each field on its own: a field whose
// JSON does not fit its Go type (a number where the spec says string, an object where it says array…) is
// left at its zero value instead of failing the whole call, and its JSON stays readable. Every such struct
// has a JSON field with one JSONField per Go field, the properties the struct does not name, and the JSON
// it was decoded from:
//
//	pet.JSON.Name.Valid()   // false: the name did not fit its type (or was missing, or null)
//	pet.JSON.Name.Raw()     // `42`: the JSON as it arrived
//	pet.JSON.ExtraFields    // every property Pet does not name, by key
//	pet.RawJSON()           // the whole object
//
// WithStrictResponses turns a mismatch into the call's error (*ResponseValidationError, naming the JSON path).

// JSONField says how one field of a decoded response arrived.
type JSONField struct {
	raw    string
	status fieldStatus
}

type fieldStatus uint8

const (
	fieldMissing      fieldStatus = iota // the zero JSONField: not in the JSON
	fieldValid                           // decoded into its Go type
	fieldNull                            // null, and the Go type can hold null (Opt, pointer, slice, map, any)
	fieldNullMismatch                    // null, but the Go type cannot say null (a required, non-nullable field)
	fieldMismatch                        // its JSON did not fit the Go type: the field holds its zero value
)

// Present reports whether the field was in the JSON (null included).
func (f JSONField) Present() bool { return f.status != fieldMissing }

// IsNull reports whether the field was an explicit null.
func (f JSONField) IsNull() bool { return f.status == fieldNull || f.status == fieldNullMismatch }

// Valid reports whether the field was present, not null, and decoded into its Go type. A field that is
// present and not null but not valid held JSON of another type: the struct's field has its zero value.
func (f JSONField) Valid() bool { return f.status == fieldValid }

// Raw is the field's JSON as it arrived ("" when the field was missing).
func (f JSONField) Raw() string { return f.raw }

// String is the raw JSON, or "<missing>".
func (f JSONField) String() string {
	if f.status == fieldMissing {
		return "<missing>"
	}
	return f.raw
}

// ResponseValidationError is the error of a call made WithStrictResponses whose response does not fit its
// type: Path is the JSON path of the first field that does not ($.data[3].price), Raw its JSON.
type ResponseValidationError struct {
	Path     string
	Raw      string
	Expected string // the Go type the field has
	Message  string
}

func (e *ResponseValidationError) Error() string {
	return fmt.Sprintf("the response does not fit its type at %s: %s (got %s)", e.Path, e.Message, truncateRaw(e.Raw))
}

// WithStrictResponses makes a call fail with a *ResponseValidationError when a field of its response does not
// fit its type (a null in a required, non-nullable field included), instead of leaving the field at its zero
// value. Properties the type does not name and enum values it does not list are never errors. Meant for tests.
func WithStrictResponses() RequestOption {
	return func(c *requestConfig) {
		c.strictResponses = true
	}
}

// ParseDateTime reads the text of a date-time field: RFC 3339 (2024-01-02T03:04:05Z, 2024-01-02T03:04:05.5+02:00),
// the same without an offset (read as UTC), with a space instead of the T, or a date alone (midnight UTC).
func ParseDateTime(text string) (time.Time, error) {
	for _, layout := range dateTimeLayouts {
		if parsed, err := time.Parse(layout, text); err == nil {
			return parsed, nil
		}
	}
	return time.Time{}, fmt.Errorf("not a date-time: %q", text)
}

var dateTimeLayouts = []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05Z07:00",
	"2006-01-02 15:04:05", "2006-01-02"}

// unmarshalModel decodes a JSON object into named (a pointer to a struct type without its own UnmarshalJSON,
// declared inside the generated method so that this is no recursion) one field at a time, recording each
// field's JSON in meta (a pointer to the struct's JSON field) and the whole object in *raw. A JSON null leaves
// everything unchanged; JSON that is not an object is an error. Generated structs call it:
//
//	func (r *Pet) UnmarshalJSON(data []byte) error {
//		type fields Pet
//		return unmarshalModel(data, (*fields)(r), &r.JSON, &r.JSON.raw)
//	}
func unmarshalModel(data []byte, named, meta any, raw *string) error {
	return decodeModel(data, named, meta, raw, nil)
}

// unmarshalModelExtra is unmarshalModel for a struct with additional properties: every property the struct
// does not name is also decoded as a T into *extras (one that does not fit T is only in ExtraFields, as a
// mismatch).
func unmarshalModelExtra[T any](data []byte, named, meta any, raw *string, extras *map[string]T) error {
	return decodeModel(data, named, meta, raw, func(key string, value []byte) bool {
		var decoded T
		if json.Unmarshal(value, &decoded) != nil {
			return false
		}
		if *extras == nil {
			*extras = map[string]T{}
		}
		(*extras)[key] = decoded
		return true
	})
}

func decodeModel(data []byte, named, meta any, raw *string, extra func(string, []byte) bool) error {
	data = bytes.TrimSpace(data)
	if string(data) == "null" {
		return nil
	}
	target := reflect.ValueOf(named).Elem()
	metaValue := reflect.ValueOf(meta).Elem()
	if len(data) == 0 || data[0] != '{' {
		return &json.UnmarshalTypeError{Value: jsonKind(data), Type: target.Type()}
	}
	layout := modelLayoutOf(target.Type(), metaValue.Type())
	text := string(data) // one copy per object: the fields' raw texts are parts of it
	metaValue.Set(reflect.Zero(metaValue.Type()))
	var extras map[string]JSONField
	err := eachMember(data, func(key string, start, end int) {
		value, valueText := data[start:end], text[start:end]
		field, ok := layout.field(key)
		if !ok {
			status := fieldValid
			if !json.Valid(value) || extra != nil && !extra(key, value) {
				status = fieldMismatch
			}
			if extras == nil {
				extras = map[string]JSONField{}
			}
			extras[key] = JSONField{raw: valueText, status: status}
			return
		}
		status := decodeField(target.FieldByIndex(field.index), field.fast, value, valueText)
		if field.meta >= 0 {
			*metaValue.Field(field.meta).Addr().Interface().(*JSONField) = JSONField{raw: valueText, status: status}
		}
	})
	if err != nil {
		return err
	}
	if layout.extras >= 0 {
		*metaValue.Field(layout.extras).Addr().Interface().(*map[string]JSONField) = extras
	}
	*raw = text
	return nil
}

// decodeField decodes one member's JSON into a struct field: on a mismatch the field is set to its zero value.
func decodeField(field reflect.Value, fast reflect.Kind, value []byte, text string) fieldStatus {
	if string(value) == "null" {
		if nullable(field.Type()) {
			field.Set(reflect.Zero(field.Type()))
			_ = json.Unmarshal(value, field.Addr().Interface()) // an Opt becomes Null
			return fieldNull
		}
		return fieldNullMismatch
	}
	if decodeScalar(field, fast, value, text) {
		return fieldValid
	}
	if err := json.Unmarshal(value, field.Addr().Interface()); err != nil {
		field.Set(reflect.Zero(field.Type()))
		return fieldMismatch
	}
	return fieldValid
}

// decodeScalar decodes the common scalars without encoding/json: a string without escapes (a part of the
// object's text, no copy), an integer, a number, a boolean, plain or in an Opt. false: not done, use encoding/json.
func decodeScalar(field reflect.Value, fast reflect.Kind, value []byte, text string) bool {
	switch fast {
	case reflect.String:
		if s, ok := plainString(value, text); ok {
			field.SetString(s)
			return true
		}
	case reflect.Int64:
		n, err := strconv.ParseInt(string(value), 10, 64)
		if err == nil && isNumber(value) {
			field.SetInt(n)
		}
		return err == nil && isNumber(value)
	case reflect.Float64:
		n, err := strconv.ParseFloat(string(value), 64)
		if err == nil && isNumber(value) {
			field.SetFloat(n)
		}
		return err == nil && isNumber(value)
	case reflect.Bool:
		if string(value) == "true" || string(value) == "false" {
			field.SetBool(string(value) == "true")
			return true
		}
	case reflect.Struct: // Opt[string], Opt[int64], Opt[float64] or Opt[bool]
		return decodeOptScalar(field.Addr().Interface(), value, text)
	}
	return false
}

func decodeOptScalar(target any, value []byte, text string) bool {
	switch opt := target.(type) {
	case *Opt[string]:
		s, ok := plainString(value, text)
		if ok {
			*opt = Value(s)
		}
		return ok
	case *Opt[int64]:
		n, err := strconv.ParseInt(string(value), 10, 64)
		if err == nil && isNumber(value) {
			*opt = Value(n)
		}
		return err == nil && isNumber(value)
	case *Opt[float64]:
		n, err := strconv.ParseFloat(string(value), 64)
		if err == nil && isNumber(value) {
			*opt = Value(n)
		}
		return err == nil && isNumber(value)
	case *Opt[bool]:
		if string(value) == "true" || string(value) == "false" {
			*opt = Value(string(value) == "true")
			return true
		}
	}
	return false
}

// plainString is a JSON string's text when it has no escapes and is valid UTF-8 (else encoding/json decodes it).
func plainString(value []byte, text string) (string, bool) {
	if len(value) < 2 || value[0] != '"' || bytes.IndexByte(value, '\\') >= 0 || !utf8.Valid(value) {
		return "", false
	}
	return text[1 : len(text)-1], true
}

// isNumber reports whether a JSON value that strconv parsed is a JSON number (not "Inf", "0x1p3" or "1_0").
func isNumber(value []byte) bool {
	for _, c := range value {
		if !(c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E') {
			return false
		}
	}
	return len(value) > 0 && value[0] != '+'
}

// fastKind is the kind decodeScalar handles for a field type: a plain string, int64, float64 or bool (also a
// named one, such as an enum, without its own decoding), reflect.Struct for an Opt of one, else reflect.Invalid.
func fastKind(t reflect.Type) reflect.Kind {
	switch reflect.New(t).Interface().(type) {
	case *Opt[string], *Opt[int64], *Opt[float64], *Opt[bool]:
		return reflect.Struct
	case json.Unmarshaler, encoding.TextUnmarshaler:
		return reflect.Invalid
	}
	switch t.Kind() {
	case reflect.String, reflect.Int64, reflect.Float64, reflect.Bool:
		return t.Kind()
	}
	return reflect.Invalid
}

// nullable reports whether a Go type can hold JSON null: an Opt, JSONNull, a pointer, slice, map or interface.
func nullable(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
		return true
	}
	if t == reflect.TypeOf(JSONNull{}) {
		return true
	}
	_, isOpt := reflect.Zero(t).Interface().(optional)
	return isOpt
}

// modelLayout maps a struct's json names to its fields and their places in its JSON field.
type modelLayout struct {
	byName map[string]modelField
	names  []string // for the case-insensitive match encoding/json also makes
	extras int      // index of ExtraFields in the JSON field, -1 when none
}

type modelField struct {
	index []int
	meta  int          // index in the JSON field, -1 when none
	fast  reflect.Kind // what decodeScalar does for it (fastKind)
}

func (l *modelLayout) field(key string) (modelField, bool) {
	if field, ok := l.byName[key]; ok {
		return field, true
	}
	for _, name := range l.names {
		if strings.EqualFold(name, key) {
			return l.byName[name], true
		}
	}
	return modelField{}, false
}

var modelLayouts sync.Map // [2]reflect.Type -> *modelLayout

func modelLayoutOf(t, meta reflect.Type) *modelLayout {
	key := [2]reflect.Type{t, meta}
	if cached, ok := modelLayouts.Load(key); ok {
		return cached.(*modelLayout)
	}
	layout := &modelLayout{byName: map[string]modelField{}, extras: -1}
	metaIndex := map[string]int{}
	fieldType, extrasType := reflect.TypeOf(JSONField{}), reflect.TypeOf(map[string]JSONField{})
	for i := 0; i < meta.NumField(); i++ {
		switch meta.Field(i).Type {
		case fieldType:
			metaIndex[meta.Field(i).Name] = i
		case extrasType:
			layout.extras = i
		}
	}
	for _, field := range jsonFields(t) {
		place, ok := metaIndex[t.FieldByIndex(field.index).Name]
		if !ok {
			place = -1
		}
		layout.byName[field.name] = modelField{index: field.index, meta: place, fast: fastKind(t.FieldByIndex(field.index).Type)}
		layout.names = append(layout.names, field.name)
	}
	modelLayouts.Store(key, layout)
	return layout
}

// eachMember calls visit with each member of the JSON object in data (which starts with '{'): its key and the
// offsets of its value. It checks the object's structure; json.Unmarshal checks each value it decodes.
func eachMember(data []byte, visit func(key string, start, end int)) error {
	i := skipSpace(data, 1)
	if i < len(data) && data[i] == '}' {
		return nil
	}
	for {
		if i >= len(data) || data[i] != '"' {
			return errBadObject
		}
		keyEnd := skipString(data, i)
		if keyEnd < 0 {
			return errBadObject
		}
		key, err := memberKey(data[i:keyEnd])
		if err != nil {
			return err
		}
		i = skipSpace(data, keyEnd)
		if i >= len(data) || data[i] != ':' {
			return errBadObject
		}
		start := skipSpace(data, i+1)
		end := skipValue(data, start)
		if end < 0 {
			return errBadObject
		}
		visit(key, start, end)
		i = skipSpace(data, end)
		if i < len(data) && data[i] == ',' {
			i = skipSpace(data, i+1)
			continue
		}
		if i < len(data) && data[i] == '}' {
			return nil
		}
		return errBadObject
	}
}

var errBadObject = errors.New("invalid JSON object")

func memberKey(quoted []byte) (string, error) {
	if bytes.IndexByte(quoted, '\\') < 0 {
		return string(quoted[1 : len(quoted)-1]), nil
	}
	var key string
	err := json.Unmarshal(quoted, &key)
	return key, err
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the offset after the string starting at data[i] ('"'), or -1.
func skipString(data []byte, i int) int {
	for i++; i < len(data); i++ {
		switch data[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return -1
}

// skipValue returns the offset after the JSON value starting at data[i], or -1.
func skipValue(data []byte, i int) int {
	if i >= len(data) {
		return -1
	}
	switch data[i] {
	case '"':
		return skipString(data, i)
	case '{', '[':
		depth := 0
		for ; i < len(data); i++ {
			switch data[i] {
			case '"':
				if i = skipString(data, i); i < 0 {
					return -1
				}
				i--
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return i + 1
				}
			}
		}
		return -1
	}
	start := i
	for i < len(data) && !strings.ContainsRune(",}] \t\r\n", rune(data[i])) {
		i++
	}
	if i == start {
		return -1
	}
	return i
}

// jsonKind names the kind of a JSON value as encoding/json's errors do.
func jsonKind(data []byte) string {
	if len(data) == 0 {
		return "nothing"
	}
	switch data[0] {
	case '"':
		return "string"
	case '[':
		return "array"
	case '{':
		return "object"
	case 't', 'f':
		return "bool"
	case 'n':
		return "null"
	}
	return "number"
}

func truncateRaw(raw string) string {
	if len(raw) > 200 {
		return raw[:200] + "…"
	}
	return raw
}

// strictResponses reports whether a call's options (the client's, then its own) ask for WithStrictResponses.
func (c *clientCore) strictResponses(options []RequestOption) bool {
	var config requestConfig
	for _, option := range c.options {
		option(&config)
	}
	for _, option := range options {
		option(&config)
	}
	return config.strictResponses
}

// checked is a decoded call's error: err itself, else with WithStrictResponses the first field of a JSON
// result that did not fit its type.
func (c *clientCore) checked(err error, req *requestSpec, result any, options []RequestOption) error {
	if err != nil || result == nil || req.responseType != responseJSON || !c.strictResponses(options) {
		return err
	}
	return validateResponse(result, "$")
}

// validateResponse returns a *ResponseValidationError for the first field of a decoded value (a pointer)
// whose JSON did not fit its type, or nil; path is the value's JSON path.
func validateResponse(value any, path string) error {
	var found *ResponseValidationError
	walkResponse(reflect.ValueOf(value), path, &found)
	if found == nil {
		return nil
	}
	return found
}

func walkResponse(v reflect.Value, path string, found **ResponseValidationError) {
	if *found != nil || !v.IsValid() {
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkResponse(v.Elem(), path, found)
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len() && *found == nil; i++ {
			walkResponse(v.Index(i), path+"["+strconv.Itoa(i)+"]", found)
		}
	case reflect.Map:
		keys := v.MapKeys()
		sort.Slice(keys, func(i, j int) bool { return keys[i].String() < keys[j].String() })
		for _, key := range keys {
			walkResponse(v.MapIndex(key), memberPath(path, key.String()), found)
		}
	case reflect.Struct:
		walkStruct(v, path, found)
	}
}

func walkStruct(v reflect.Value, path string, found **ResponseValidationError) {
	if !v.CanInterface() {
		return
	}
	if opt, ok := v.Interface().(optional); ok {
		if state, value := opt.optionalState(); state == optValue {
			walkResponse(reflect.ValueOf(value), path, found)
		}
		return
	}
	meta, hasMeta := modelMeta(v)
	for _, field := range jsonFields(v.Type()) {
		fieldValue, fieldPath := v.FieldByIndex(field.index), path
		if field.tagged { // a union's Of<Variant> fields have no json name: the variant is at the union's path
			fieldPath = memberPath(path, field.name)
		}
		if hasMeta {
			if status, ok := meta[v.Type().FieldByIndex(field.index).Name]; ok && (status.status == fieldMismatch || status.status == fieldNullMismatch) {
				*found = mismatchAt(fieldPath, fieldValue.Type(), status)
				return
			}
		}
		walkResponse(fieldValue, fieldPath, found)
		if *found != nil {
			return
		}
	}
	if extra := meta[""]; hasMeta && extra.status == fieldMismatch {
		*found = &ResponseValidationError{Path: memberPath(path, extra.raw), Raw: meta["\x00"].raw, Expected: "the type of the additional properties",
			Message: "an additional property that does not fit the type of the additional properties"}
	}
}

// modelMeta reads the JSON field of a generated response struct (exported, tagged json:"-", holding
// ExtraFields) as JSONFields by Go field name; under "" the first additional property that did not fit, its key
// as raw, and under "\x00" its JSON. ok is false for other structs.
func modelMeta(v reflect.Value) (map[string]JSONField, bool) {
	extrasType, fieldType := reflect.TypeOf(map[string]JSONField{}), reflect.TypeOf(JSONField{})
	for i := 0; i < v.NumField(); i++ {
		field := v.Type().Field(i)
		if !field.IsExported() || field.Tag.Get("json") != "-" || field.Type.Kind() != reflect.Struct {
			continue
		}
		meta, isMeta := map[string]JSONField{}, false
		for j := 0; j < field.Type.NumField(); j++ {
			switch inner := field.Type.Field(j); inner.Type {
			case fieldType:
				meta[inner.Name] = v.Field(i).Field(j).Interface().(JSONField)
			case extrasType:
				isMeta = true
				meta[""], meta["\x00"] = firstMismatch(v.Field(i).Field(j).Interface().(map[string]JSONField))
			}
		}
		if isMeta {
			return meta, true
		}
	}
	return nil, false
}

// firstMismatch is the first additional property (by key) that did not fit: its key (as raw) and its JSON.
func firstMismatch(extras map[string]JSONField) (JSONField, JSONField) {
	keys := make([]string, 0, len(extras))
	for key, field := range extras {
		if field.status == fieldMismatch {
			keys = append(keys, key)
		}
	}
	if len(keys) == 0 {
		return JSONField{}, JSONField{}
	}
	sort.Strings(keys)
	return JSONField{raw: keys[0], status: fieldMismatch}, extras[keys[0]]
}

func mismatchAt(path string, t reflect.Type, field JSONField) *ResponseValidationError {
	expected := strings.ReplaceAll(t.String(), strings.TrimSuffix(reflect.TypeOf(JSONField{}).String(), "JSONField"), "")
	message := "expected " + expected
	if field.status == fieldNullMismatch {
		message = "null in a field that cannot be null (" + expected + ")"
	} else if err := json.Unmarshal([]byte(field.raw), reflect.New(t).Interface()); err != nil {
		message = err.Error()
	}
	return &ResponseValidationError{Path: path, Raw: field.raw, Expected: expected, Message: message}
}

// memberPath appends a member to a JSON path: .name, or ["name"] when name is not an identifier.
func memberPath(path, name string) string {
	for i, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return path + "[" + strconv.Quote(name) + "]"
		}
	}
	if name == "" {
		return path + `[""]`
	}
	return path + "." + name
}

// Entry points generated code may leave unused (an SDK without additional properties, or without models).
var (
	_ = unmarshalModel
	_ = unmarshalModelExtra[struct{}]
)
