// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
)

// Opt is an optional value of a request or response field. It has three states, so a request can
// send false, 0 or "" (a value), an explicit JSON null, or leave the field out:
//
//	Opt[T]{}     absent: the field is not sent (the zero value)
//	Null[T]()    sent as null
//	Value(v)     sent as v, even when v is false, 0 or ""
//
// String, Int, Float and Bool are shorthands for Value. After decoding a response, a field that was
// missing is absent, a null is Null, anything else a value.
//
// A struct with Opt fields must be encoded by its own MarshalJSON (every generated struct has one):
// marshalling an absent Opt on its own is an error, because "absent" has no JSON spelling.
type Opt[T any] struct {
	value T
	state optState
}

type optState uint8

const (
	optAbsent optState = iota
	optNull
	optValue
)

// Value returns an Opt holding v.
func Value[T any](v T) Opt[T] {
	return Opt[T]{value: v, state: optValue}
}

// Null returns an Opt that is sent as JSON null.
func Null[T any]() Opt[T] {
	return Opt[T]{state: optNull}
}

// String returns an Opt holding the string v (also "").
func String(v string) Opt[string] { return Value(v) }

// Int returns an Opt holding the integer v (also 0).
func Int(v int64) Opt[int64] { return Value(v) }

// Float returns an Opt holding the number v (also 0).
func Float(v float64) Opt[float64] { return Value(v) }

// Bool returns an Opt holding the boolean v (also false).
func Bool(v bool) Opt[bool] { return Value(v) }

// Present reports whether the field is set: to a value or to null. Only the zero Opt is not present.
func (o Opt[T]) Present() bool { return o.state != optAbsent }

// IsNull reports whether the field is an explicit null.
func (o Opt[T]) IsNull() bool { return o.state == optNull }

// Get returns the value and true, or the zero T and false when the field is absent or null.
func (o Opt[T]) Get() (T, bool) { return o.value, o.state == optValue }

// Or returns the value, or def when the field is absent or null.
func (o Opt[T]) Or(def T) T {
	if o.state == optValue {
		return o.value
	}
	return def
}

// String formats the value as fmt would, "null" for an explicit null and "<absent>" when nothing
// was set or received, so printed models read naturally.
func (o Opt[T]) String() string {
	switch o.state {
	case optValue:
		return fmt.Sprint(o.value)
	case optNull:
		return "null"
	}
	return "<absent>"
}

// MarshalJSON encodes the value, or null. An absent Opt is an error: the enclosing struct's
// MarshalJSON leaves absent fields out, and only a struct can say "absent".
func (o Opt[T]) MarshalJSON() ([]byte, error) {
	switch o.state {
	case optValue:
		return json.Marshal(o.value)
	case optNull:
		return []byte("null"), nil
	default:
		return nil, errAbsentOpt
	}
}

// UnmarshalJSON decodes null as Null and anything else as a value. (A field missing from the JSON
// object is never decoded, so it stays absent.)
func (o *Opt[T]) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		var zero T
		*o = Opt[T]{value: zero, state: optNull}
		return nil
	}
	var value T
	if err := json.Unmarshal(data, &value); err != nil {
		return err
	}
	*o = Opt[T]{value: value, state: optValue}
	return nil
}

// JSONNull is the type of a schema whose one value is null (OpenAPI 3.1 `type: "null"`): it is always
// written as null, and reading anything but null is an error. A field of this type that may be left
// out is an Opt[JSONNull]: absent, or Null[JSONNull]() (Value(JSONNull{}) is null as well).
type JSONNull struct{}

// MarshalJSON writes null.
func (JSONNull) MarshalJSON() ([]byte, error) {
	return []byte("null"), nil
}

// UnmarshalJSON accepts null only.
func (*JSONNull) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) != "null" {
		return fmt.Errorf("expected null, got %s", data)
	}
	return nil
}

// optionalState reports the state and the value (as any) to the reflection-based encoders.
func (o Opt[T]) optionalState() (optState, any) {
	return o.state, o.value
}

// optional is implemented by every Opt[T].
type optional interface {
	optionalState() (optState, any)
}

var errAbsentOpt = errors.New("an absent Opt cannot be encoded on its own: encode the struct holding it with its MarshalJSON")

// marshalObject encodes a struct as a JSON object by its json tags, in field order, like
// encoding/json but leaving out absent Opt fields (and, as encoding/json does, fields tagged
// omitempty that are empty: false, 0, "", nil pointers and interfaces, empty slices, maps and arrays).
// A Null Opt is written as null. Generated structs call it from their own MarshalJSON:
//
//	func (p AccountCreateParams) MarshalJSON() ([]byte, error) { return marshalObject(p) }
//
// It never calls MarshalJSON on v itself, only on its fields, so that is no recursion. Embedded
// structs without a json name are flattened; the tag option ",string" is not supported. A nil
// pointer gives null.
func marshalObject(v any) ([]byte, error) {
	value := reflect.ValueOf(v)
	for value.Kind() == reflect.Pointer || value.Kind() == reflect.Interface {
		if value.IsNil() {
			return []byte("null"), nil
		}
		value = value.Elem()
	}
	if value.Kind() != reflect.Struct {
		return nil, fmt.Errorf("marshalObject takes a struct, got %s", value.Kind())
	}
	var out bytes.Buffer
	out.WriteByte('{')
	first := true
	for _, field := range jsonFields(value.Type()) {
		fieldValue, ok := fieldByIndex(value, field.index)
		if !ok || field.omitEmpty && isEmptyValue(fieldValue) {
			continue
		}
		if opt, isOpt := fieldValue.Interface().(optional); isOpt {
			if state, _ := opt.optionalState(); state == optAbsent {
				continue
			}
		}
		encoded, err := json.Marshal(addressed(fieldValue))
		if err != nil {
			return nil, fmt.Errorf("field %s: %w", field.name, err)
		}
		writeMember(&out, &first, field.name, encoded)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// marshalObjectExtra encodes a struct as marshalObject does, then the additional properties of an
// object schema that has both named properties and additionalProperties, sorted by key. A key that is
// one of the struct's json names is left out of the extras: the named field is its only place.
// Generated structs with such properties call it from their MarshalJSON:
//
//	func (r Labels) MarshalJSON() ([]byte, error) { return marshalObjectExtra(r, r.AdditionalProperties) }
func marshalObjectExtra[T any](v any, extras map[string]T) ([]byte, error) {
	named, err := marshalObject(v)
	if err != nil || len(extras) == 0 || len(named) < 2 || named[0] != '{' {
		return named, err
	}
	known := knownNames(reflect.TypeOf(v))
	keys := make([]string, 0, len(extras))
	for key := range extras {
		if !known[key] {
			keys = append(keys, key)
		}
	}
	sort.Strings(keys)
	var out bytes.Buffer
	out.Write(named[:len(named)-1])
	first := len(named) == 2
	for _, key := range keys {
		encoded, err := json.Marshal(extras[key])
		if err != nil {
			return nil, fmt.Errorf("additional property %q: %w", key, err)
		}
		writeMember(&out, &first, key, encoded)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// writeMember appends one `"name":value` member of a JSON object being written, with the comma that
// separates it from the member before (none before the first).
func writeMember(out *bytes.Buffer, first *bool, name string, encoded []byte) {
	quoted, _ := json.Marshal(name)
	if !*first {
		out.WriteByte(',')
	}
	*first = false
	out.Write(quoted)
	out.WriteByte(':')
	out.Write(encoded)
}

// unmarshalObjectExtra decodes a JSON object into named (a pointer to a struct type without its own
// UnmarshalJSON, declared inside the generated method so that this is no recursion) and every property
// the struct does not name into *extras; a JSON null leaves both unchanged. Generated structs with
// additional properties call it from their UnmarshalJSON:
//
//	func (r *Labels) UnmarshalJSON(data []byte) error {
//		type fields Labels
//		return unmarshalObjectExtra(data, (*fields)(r), &r.AdditionalProperties)
//	}
func unmarshalObjectExtra[T any](data []byte, named any, extras *map[string]T) error {
	if err := json.Unmarshal(data, named); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil || all == nil {
		return err
	}
	known := knownNames(reflect.TypeOf(named))
	for key, raw := range all {
		if known[key] {
			continue
		}
		var value T
		if err := json.Unmarshal(raw, &value); err != nil {
			return fmt.Errorf("additional property %q: %w", key, err)
		}
		if *extras == nil {
			*extras = map[string]T{}
		}
		(*extras)[key] = value
	}
	return nil
}

// knownNames is the set of json names of a struct type (or a pointer to one).
func knownNames(t reflect.Type) map[string]bool {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	known := map[string]bool{}
	for _, field := range jsonFields(t) {
		known[field.name] = true
	}
	return known
}

// structField is an exported field of a struct with its wire names from the json, query and header tags.
type structField struct {
	index     []int
	name      string // json name ("" when the field has none, e.g. tagged json:"-")
	omitEmpty bool   // json omitempty
	tagged    bool   // the json tag names the field
	query     string // the whole query tag, "" when none
	header    string // the whole header tag, "" when none
	cookie    string // the whole cookie tag, "" when none
}

var structFieldsCache sync.Map // reflect.Type -> []structField

// jsonFields lists the fields a JSON object of type t has, in order.
func jsonFields(t reflect.Type) []structField {
	var named []structField
	for _, field := range structFields(t) {
		if field.name != "" {
			named = append(named, field)
		}
	}
	return named
}

// structFields lists the exported fields of struct type t in field order, the fields of embedded
// structs without a json name in the embedded field's place, with encoding/json's rule for clashing
// json names: the shallowest field wins, a tagged one among equals, and equals without a winner
// are all dropped.
func structFields(t reflect.Type) []structField {
	if cached, ok := structFieldsCache.Load(t); ok {
		return cached.([]structField)
	}
	all := collectFields(t, nil, map[reflect.Type]bool{})
	type candidate struct {
		depth, count int
		tagged       bool
	}
	best := map[string]candidate{}
	for _, field := range all {
		if field.name == "" {
			continue
		}
		current, seen := best[field.name]
		switch depth := len(field.index); {
		case !seen || depth < current.depth:
			best[field.name] = candidate{depth, 1, field.tagged}
		case depth == current.depth && field.tagged == current.tagged:
			current.count++
			best[field.name] = current
		case depth == current.depth && field.tagged:
			best[field.name] = candidate{depth, 1, true}
		}
	}
	fields := make([]structField, 0, len(all))
	for _, field := range all {
		if field.name != "" {
			winner := best[field.name]
			if winner.count != 1 || winner.depth != len(field.index) || winner.tagged != field.tagged {
				field.name = ""
			}
		}
		if field.name != "" || field.query != "" || field.header != "" {
			fields = append(fields, field)
		}
	}
	structFieldsCache.Store(t, fields)
	return fields
}

func collectFields(t reflect.Type, prefix []int, visiting map[reflect.Type]bool) []structField {
	if visiting[t] {
		return nil
	}
	visiting[t] = true
	defer delete(visiting, t)
	var fields []structField
	for i := 0; i < t.NumField(); i++ {
		field := t.Field(i)
		index := append(append([]int(nil), prefix...), i)
		tag, hasTag := field.Tag.Lookup("json")
		name, options, _ := strings.Cut(tag, ",")
		if field.Anonymous && name == "" && tag != "-" {
			inner := field.Type
			if inner.Kind() == reflect.Pointer {
				inner = inner.Elem()
			}
			if inner.Kind() == reflect.Struct {
				fields = append(fields, collectFields(inner, index, visiting)...)
				continue
			}
		}
		if !field.IsExported() {
			continue
		}
		info := structField{index: index, query: field.Tag.Get("query"), header: field.Tag.Get("header"), cookie: field.Tag.Get("cookie")}
		switch {
		case tag == "-":
		case !hasTag || name == "":
			info.name = field.Name
		default:
			info.name, info.tagged = name, true
		}
		info.omitEmpty = hasOption(options, "omitempty")
		fields = append(fields, info)
	}
	return fields
}

// fieldByIndex follows index through embedded pointers; ok is false when one of them is nil.
func fieldByIndex(value reflect.Value, index []int) (reflect.Value, bool) {
	for i, position := range index {
		if i > 0 && value.Kind() == reflect.Pointer {
			if value.IsNil() {
				return reflect.Value{}, false
			}
			value = value.Elem()
		}
		value = value.Field(position)
	}
	return value, value.CanInterface()
}

// addressed is the value to hand to encoding/json: its address when it has one, so that methods
// with pointer receivers (MarshalJSON, MarshalText) are found too.
func addressed(value reflect.Value) any {
	if value.CanAddr() {
		return value.Addr().Interface()
	}
	return value.Interface()
}

// isEmptyValue is encoding/json's omitempty rule.
func isEmptyValue(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Interface, reflect.Pointer:
		return v.IsNil()
	}
	return false
}

func hasOption(options, option string) bool {
	for options != "" {
		var current string
		current, options, _ = strings.Cut(options, ",")
		if current == option {
			return true
		}
	}
	return false
}
