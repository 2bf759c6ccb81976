// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/extra-properties: an object with named properties
// and additionalProperties keeps the extra ones in AdditionalProperties — sent after the named fields (sorted by
// key), read from a response, and written again unchanged.

package extras_test

import (
	"context"
	"encoding/json"
	"testing"

	extras "example.com/extras-go"
)

var ctx = context.Background()

func TestAdditionalPropertiesAreSentAfterTheNamedFields(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/labels", JSON: map[string]any{"name": "release"}})
	client := extras.NewClient(extras.WithBaseURL(mock.url))
	_, err := client.Labels.Create(ctx, extras.Labels{
		Name:                 "release",
		AdditionalProperties: map[string]string{"tier": "gold", "env": "prod", "name": "not sent: the field is"},
	})
	noError(t, err)
	equal(t, mock.only(t).Body, `{"name":"release","env":"prod","tier":"gold"}`)
}

func TestAdditionalPropertiesAreReadFromAResponseAndWrittenAgain(t *testing.T) {
	setup(t)
	mock.enqueue(t, mockResponse{Method: "POST", Path: "/labels",
		JSON: map[string]any{"name": "release", "color": "blue", "env": "prod", "tier": "gold"}})
	client := extras.NewClient(extras.WithBaseURL(mock.url))
	labels, err := client.Labels.Create(ctx, extras.Labels{Name: "release"})
	noError(t, err)
	equal(t, labels.Name, "release")
	equal(t, labels.Color, extras.String("blue"))
	equal(t, labels.AdditionalProperties, map[string]string{"env": "prod", "tier": "gold"})
	again, err := json.Marshal(labels)
	noError(t, err)
	equal(t, string(again), `{"name":"release","color":"blue","env":"prod","tier":"gold"}`)
}
