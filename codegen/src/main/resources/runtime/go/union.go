// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"encoding/json"
	"errors"
)

// A generated union type (oneOf/anyOf) is a struct with one pointer field per variant (OfCat *Cat,
// OfString *string...) and the JSON it was decoded from. These helpers implement its methods.

// marshalUnion writes the first variant that is set; else the JSON the union was decoded from; else
// null.
func marshalUnion(raw json.RawMessage, variants ...any) ([]byte, error) {
	for _, variant := range variants {
		if !isNil(variant) {
			return json.Marshal(variant)
		}
	}
	if len(raw) > 0 {
		return raw, nil
	}
	return []byte("null"), nil
}

// unionDiscriminator is the string value of a JSON object's property ("" when the JSON is no object
// or the property is missing or not a string): it selects the variant of a discriminated union.
func unionDiscriminator(data []byte, property string) string {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return ""
	}
	var value string
	if err := json.Unmarshal(fields[property], &value); err != nil {
		return ""
	}
	return value
}

// unionVariant is a union's value as one of its variants: the variant set on it, else the JSON the
// union was decoded from, decoded as that variant.
func unionVariant[T any](set *T, raw json.RawMessage) (T, error) {
	if set != nil {
		return *set, nil
	}
	var value T
	if len(bytes.TrimSpace(raw)) == 0 {
		return value, errors.New("the union holds no value")
	}
	err := json.Unmarshal(raw, &value)
	return value, err
}
