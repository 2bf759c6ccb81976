// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

package core

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"reflect"
	"strings"
)

// FileUpload is a file inside a multipart request body, with the filename and content type to send:
//
//	f, _ := os.Open("report.pdf")
//	defer f.Close()
//	client.Files.Upload(ctx, acme.FileCreateParams{File: acme.FileUpload{Reader: f, Name: "report.pdf", ContentType: "application/pdf"}})
//
// It is an io.Reader itself, so it fits every io.Reader field. Any other io.Reader (an *os.File, a
// *bytes.Reader) and a []byte are files too: the filename is then the reader's Name() base name
// (an *os.File's), else the field name; the content type application/octet-stream. Files are read
// once, into memory, before the first attempt (so a retry resends the same bytes).
type FileUpload struct {
	// Reader gives the content.
	Reader io.Reader
	// Name is the filename; when empty, the Reader's Name() base name, else the field name.
	Name string
	// ContentType is the part's Content-Type; when empty, application/octet-stream.
	ContentType string
}

// Read reads from Reader (nothing when it is nil).
func (f FileUpload) Read(p []byte) (int, error) {
	if f.Reader == nil {
		return 0, io.EOF
	}
	return f.Reader.Read(p)
}

// bodyEncoding is how a request body goes on the wire (the IR's RequestBody.encoding).
type bodyEncoding uint8

const (
	// encodingJSON (the default): json.Marshal of the body (generated structs marshal with marshalObject).
	encodingJSON bodyEncoding = iota
	// encodingForm: application/x-www-form-urlencoded in Stripe's bracket style (see encodeForm).
	encodingForm
	// encodingMultipart: multipart/form-data, one part per field (see encodeMultipart).
	encodingMultipart
	// encodingBinary: the bytes of a []byte, string or io.Reader body, as they are.
	encodingBinary
	// encodingText: a string (or []byte) body, UTF-8.
	encodingText
)

// defaultContentTypes is the Content-Type sent for each encoding when the operation does not name one.
var defaultContentTypes = map[bodyEncoding]string{
	encodingJSON:      "application/json",
	encodingForm:      "application/x-www-form-urlencoded",
	encodingMultipart: "multipart/form-data",
	encodingBinary:    "application/octet-stream",
	encodingText:      "text/plain; charset=utf-8",
}

// responseType is what a successful response is decoded into.
type responseType uint8

const (
	// responseJSON (the default): the JSON body decoded into the result pointer (an empty body
	// leaves it untouched; a non-JSON body is kept as text when the result is a *string or *any).
	responseJSON responseType = iota
	// responseText: the body as text, into a *string.
	responseText
	// responseBinary: the *http.Response itself, body unread, into a **http.Response; the caller closes it.
	responseBinary
	// responseStream: Server-Sent Events, read one at a time by a *Stream (see newStream).
	responseStream
)

// encodedBody is a request body ready to send: its bytes (built once per call, so retries resend
// them unchanged) and its Content-Type.
type encodedBody struct {
	data        []byte
	contentType string
}

// encodeBody encodes a request body as encoding says; contentType overrides the encoding's default
// (a multipart body keeps the given multipart subtype but always gets its own boundary). A nil body
// (nil, or a nil pointer, map, slice or interface) is no body: nil result. A flag (a streaming call's
// "stream", else "") is sent as true whatever the body says: a JSON property, a form field or a
// multipart text part.
func encodeBody(body any, encoding bodyEncoding, contentType, flag string) (*encodedBody, error) {
	if isNil(body) {
		return nil, nil
	}
	media, known := defaultContentTypes[encoding]
	if !known {
		return nil, fmt.Errorf("unknown body encoding %d", encoding)
	}
	if flag != "" && (encoding == encodingBinary || encoding == encodingText) {
		return nil, fmt.Errorf("a streaming call's body must be an object of fields to carry %q", flag)
	}
	if contentType != "" {
		media = contentType
	}
	switch encoding {
	case encodingJSON:
		data, err := json.Marshal(body)
		if err != nil {
			return nil, fmt.Errorf("encoding the request body as JSON: %w", err)
		}
		if flag != "" {
			if data, err = setFlag(data, flag); err != nil {
				return nil, err
			}
		}
		return &encodedBody{data, media}, nil
	case encodingForm:
		form, err := encodeForm(body)
		if err != nil {
			return nil, err
		}
		if flag != "" {
			form = withFormFlag(form, flag)
		}
		return &encodedBody{[]byte(form), media}, nil
	case encodingMultipart:
		boundary := multipartBoundary()
		subtype := strings.TrimSpace(strings.SplitN(media, ";", 2)[0])
		if !strings.HasPrefix(strings.ToLower(subtype), "multipart/") {
			subtype = "multipart/form-data"
		}
		data, err := encodeMultipart(body, boundary, flag)
		if err != nil {
			return nil, err
		}
		return &encodedBody{data, subtype + "; boundary=" + boundary}, nil
	case encodingBinary:
		data, err := binaryBody(body)
		if err != nil {
			return nil, err
		}
		return &encodedBody{data, media}, nil
	default: // encodingText
		switch text := body.(type) {
		case string:
			return &encodedBody{[]byte(text), media}, nil
		case []byte:
			return &encodedBody{text, media}, nil
		}
		return nil, fmt.Errorf("a text request body must be a string, got %T", body)
	}
}

// encodeForm encodes a body as application/x-www-form-urlencoded in Stripe's style, from its JSON
// (so it follows the same json tags and Opt rules as a JSON body): nested objects as a[b]=v, arrays
// with indices (a[0]=x, items[0][price]=p), null and empty arrays/objects left out, booleans
// true/false, numbers as JSON writes them. Names and values are percent-encoded (space as +), the
// brackets stay literal. The body must encode to a JSON object.
func encodeForm(body any) (string, error) {
	data, err := json.Marshal(body)
	if err != nil {
		return "", fmt.Errorf("encoding the form request body: %w", err)
	}
	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.UseNumber()
	first, err := decoder.Token()
	if err != nil {
		return "", err
	}
	if first != json.Delim('{') {
		return "", fmt.Errorf("a form-encoded request body must be an object, got %s", describeJSON(first))
	}
	var pairs []string
	for decoder.More() {
		key, err := decoder.Token()
		if err != nil {
			return "", err
		}
		if pairs, err = appendFormValue(pairs, decoder, url.QueryEscape(key.(string))); err != nil {
			return "", err
		}
	}
	return strings.Join(pairs, "&"), nil
}

// withFormFlag replaces the form's top-level field flag (if any) with flag=true, at the end.
func withFormFlag(form, flag string) string {
	name := url.QueryEscape(flag)
	var pairs []string
	for _, pair := range strings.Split(form, "&") {
		if pair != "" && !strings.HasPrefix(pair, name+"=") {
			pairs = append(pairs, pair)
		}
	}
	return strings.Join(append(pairs, name+"=true"), "&")
}

func appendFormValue(pairs []string, decoder *json.Decoder, key string) ([]string, error) {
	token, err := decoder.Token()
	if err != nil {
		return nil, err
	}
	switch value := token.(type) {
	case json.Delim:
		index := 0
		for decoder.More() {
			subKey := ""
			if value == '{' {
				name, err := decoder.Token()
				if err != nil {
					return nil, err
				}
				subKey = key + "[" + url.QueryEscape(name.(string)) + "]"
			} else {
				subKey = fmt.Sprintf("%s[%d]", key, index)
				index++
			}
			if pairs, err = appendFormValue(pairs, decoder, subKey); err != nil {
				return nil, err
			}
		}
		_, err = decoder.Token() // the closing delimiter
		return pairs, err
	case nil:
		return pairs, nil
	case bool:
		return append(pairs, fmt.Sprintf("%s=%t", key, value)), nil
	case json.Number:
		return append(pairs, key+"="+url.QueryEscape(value.String())), nil
	case string:
		return append(pairs, key+"="+url.QueryEscape(value)), nil
	}
	return nil, fmt.Errorf("unexpected JSON token %v", token)
}

func describeJSON(token json.Token) string {
	switch token.(type) {
	case json.Delim:
		return "an array"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a boolean"
	}
	return "null"
}

// multipartBoundary is a fresh multipart boundary: "sdkgen-" and 32 random hex digits.
func multipartBoundary() string {
	random := make([]byte, 16)
	if _, err := rand.Read(random); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return "sdkgen-" + hex.EncodeToString(random)
}

// encodeMultipart encodes a struct (by its json names, in field order) or a map (in key order) as
// multipart/form-data: files (FileUpload, any io.Reader, []byte) as parts with a filename and a
// Content-Type; a list field repeats the field; structs, maps and nested lists as one JSON part with
// Content-Type application/json; scalars as text parts. Absent and null Opt values, nil pointers and
// empty omitempty fields are left out. A flag other than "" is sent as the text part flag=true, last,
// in place of the body's own field of that name.
func encodeMultipart(body any, boundary, flag string) ([]byte, error) {
	value, ok := unwrapValue(reflect.ValueOf(body))
	if !ok || value.Kind() != reflect.Struct && !(value.Kind() == reflect.Map && value.Type().Key().Kind() == reflect.String) {
		return nil, fmt.Errorf("a multipart request body must be a struct or a map of fields, got %T", body)
	}
	var out bytes.Buffer
	if value.Kind() == reflect.Map {
		for _, key := range sortedKeys(value) {
			if flag != "" && key.String() == flag {
				continue
			}
			if err := appendPart(&out, boundary, key.String(), value.MapIndex(key), true); err != nil {
				return nil, err
			}
		}
	} else {
		for _, field := range jsonFields(value.Type()) {
			fieldValue, ok := fieldByIndex(value, field.index)
			if !ok || field.omitEmpty && isEmptyValue(fieldValue) || flag != "" && field.name == flag {
				continue
			}
			if err := appendPart(&out, boundary, field.name, fieldValue, true); err != nil {
				return nil, err
			}
		}
	}
	if flag != "" {
		out.WriteString("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + headerEscape(flag) + "\"\r\n\r\ntrue\r\n")
	}
	out.WriteString("--" + boundary + "--\r\n")
	return out.Bytes(), nil
}

func appendPart(out *bytes.Buffer, boundary, name string, raw reflect.Value, top bool) error {
	value, reader, ok := partValue(raw)
	if !ok {
		return nil
	}
	disposition := "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + headerEscape(name) + "\""
	if reader == nil && value.Kind() == reflect.Slice && value.Type().Elem().Kind() == reflect.Uint8 {
		reader = bytes.NewReader(value.Bytes())
	}
	if reader != nil {
		content, err := io.ReadAll(reader)
		if err != nil {
			return fmt.Errorf("reading the file of multipart field %s: %w", name, err)
		}
		filename, contentType := fileDetails(reader)
		if filename == "" {
			filename = name
		}
		out.WriteString(disposition + "; filename=\"" + headerEscape(filename) + "\"\r\nContent-Type: " + contentType + "\r\n\r\n")
		out.Write(content)
		out.WriteString("\r\n")
		return nil
	}
	if kind := value.Kind(); top && (kind == reflect.Slice || kind == reflect.Array) {
		for i := 0; i < value.Len(); i++ {
			if err := appendPart(out, boundary, name, value.Index(i), false); err != nil {
				return err
			}
		}
		return nil
	}
	text, scalar, err := scalarText(value)
	if err != nil {
		return fmt.Errorf("multipart field %s: %w", name, err)
	}
	if scalar {
		out.WriteString(disposition + "\r\n\r\n" + text + "\r\n")
		return nil
	}
	encoded, err := json.Marshal(addressed(value))
	if err != nil {
		return fmt.Errorf("multipart field %s: %w", name, err)
	}
	out.WriteString(disposition + "\r\nContent-Type: application/json\r\n\r\n")
	out.Write(encoded)
	out.WriteString("\r\n")
	return nil
}

// partValue unwraps pointers, interfaces and Opt values like unwrapValue, but stops at an io.Reader.
func partValue(value reflect.Value) (reflect.Value, io.Reader, bool) {
	for {
		if !value.IsValid() {
			return value, nil, false
		}
		if kind := value.Kind(); (kind == reflect.Pointer || kind == reflect.Interface) && value.IsNil() {
			return value, nil, false
		}
		if value.CanInterface() {
			switch inner := value.Interface().(type) {
			case io.Reader:
				return value, inner, true
			case optional:
				state, held := inner.optionalState()
				if state != optValue {
					return value, nil, false
				}
				value = reflect.ValueOf(held)
				continue
			}
		}
		if kind := value.Kind(); kind == reflect.Pointer || kind == reflect.Interface {
			value = value.Elem()
			continue
		}
		return value, nil, true
	}
}

// fileDetails gives a file's name (FileUpload.Name, else the base name of its reader's Name()) and
// content type (FileUpload.ContentType, else application/octet-stream).
func fileDetails(reader io.Reader) (filename, contentType string) {
	contentType = "application/octet-stream"
	if pointer, ok := reader.(*FileUpload); ok {
		reader = *pointer
	}
	if upload, ok := reader.(FileUpload); ok {
		filename = upload.Name
		if upload.ContentType != "" {
			contentType = upload.ContentType
		}
		reader = upload.Reader
	}
	if named, ok := reader.(interface{ Name() string }); ok && filename == "" {
		if name := named.Name(); name != "" {
			filename = filepath.Base(name)
		}
	}
	return filename, contentType
}

// headerEscape applies the HTML form rule to names and filenames in Content-Disposition.
func headerEscape(text string) string {
	return strings.NewReplacer(`"`, "%22", "\r", "%0D", "\n", "%0A").Replace(text)
}

// binaryBody reads a binary body: []byte and string as they are, an io.Reader read to its end.
func binaryBody(body any) ([]byte, error) {
	switch data := body.(type) {
	case []byte:
		return data, nil
	case string:
		return []byte(data), nil
	case *string:
		return []byte(*data), nil
	case io.Reader:
		content, err := io.ReadAll(data)
		if err != nil {
			return nil, fmt.Errorf("reading the binary request body: %w", err)
		}
		return content, nil
	}
	return nil, fmt.Errorf("a binary request body must be a []byte, a string (or *string) or an io.Reader, got %T", body)
}

// isNil reports whether v is nil or a nil pointer, map, slice, interface, channel or function.
func isNil(v any) bool {
	if v == nil {
		return true
	}
	value := reflect.ValueOf(v)
	switch value.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface, reflect.Chan, reflect.Func:
		return value.IsNil()
	}
	return false
}
