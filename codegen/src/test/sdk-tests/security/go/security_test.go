// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/security: which credentials each operation sends on
// the wire. The bearer token is the primary scheme (WithAPIKey, SECURITY_API_KEY); WithAppKey, WithAppSecret and
// WithTenant set the other schemes (SECURITY_APP_KEY, SECURITY_APP_SECRET, SECURITY_TENANT). The scenarios of
// ../typescript/security.test.ts, in Go.

package security_test

import (
	"context"
	"testing"

	security "example.com/security-go"
)

var variables = []string{"SECURITY_API_KEY", "SECURITY_APP_KEY", "SECURITY_APP_SECRET", "SECURITY_TENANT"}

var ctx = context.Background()

func client(options ...security.Option) *security.Client {
	return security.NewClient(append([]security.Option{security.WithBaseURL(mock.url)}, options...)...)
}

var app = []security.Option{security.WithAppKey("ak"), security.WithAppSecret("as"), security.WithTenant("t1")}

// sent is what a request carried: the two app headers, Authorization and the raw query.
func sent(request recordedRequest) [4]string {
	key, _ := request.header("X-App-Key")
	secret, _ := request.header("X-App-Secret")
	authorization, _ := request.header("Authorization")
	return [4]string{key, secret, authorization, request.Query}
}

func TestTheSchemesOfOneRequirementAreSentTogether(t *testing.T) {
	setup(t, variables...)
	mock.enqueue(t, mockResponse{Path: "/reports", JSON: map[string]any{"ok": true}})
	_, err := client(append(app, security.WithAPIKey("tok"))...).Reports.List(ctx)
	noError(t, err)
	equal(t, sent(mock.only(t)), [4]string{"ak", "as", "", "tenant_id=t1"})
}

func TestTheFirstAlternativeWhoseSchemesAllHaveAValueIsSent(t *testing.T) {
	setup(t, variables...)
	mock.enqueue(t, mockResponse{Path: "/widgets", JSON: map[string]any{"ok": true}, Repeat: true})
	for _, options := range [][]security.Option{
		append(append([]security.Option{}, app...), security.WithAPIKey("tok")),
		{security.WithAPIKey("tok")},
		{security.WithAppKey("ak"), security.WithAPIKey("tok")},
		{security.WithAppKey("ak")},
	} {
		_, err := client(options...).Widgets.List(ctx)
		noError(t, err)
	}
	var got [][4]string
	for _, request := range mock.requests(t) {
		got = append(got, sent(request))
	}
	equal(t, got, [][4]string{
		{"ak", "as", "", "tenant_id=t1"},
		{"", "", "Bearer tok", ""},
		{"", "", "Bearer tok", ""},
		{"ak", "", "", ""},
	})
}

func TestNoCredentialsForAnEmptySecurityAndThePrimarySchemeWithoutAny(t *testing.T) {
	setup(t, variables...)
	mock.enqueue(t, mockResponse{Path: "/status", JSON: map[string]any{"ok": true}},
		mockResponse{Path: "/profile", JSON: map[string]any{"ok": true}})
	sdk := client(append(append([]security.Option{}, app...), security.WithAPIKey("tok"))...)
	_, err := sdk.Status(ctx)
	noError(t, err)
	_, err = sdk.Profile.Get(ctx)
	noError(t, err)
	requests := mock.requests(t)
	equal(t, sent(requests[0]), [4]string{"", "", "", ""})
	equal(t, sent(requests[1]), [4]string{"", "", "Bearer tok", ""})
}

func TestCookieParametersAreSentInOneCookieHeaderPercentEncoded(t *testing.T) {
	setup(t, variables...)
	mock.enqueue(t, mockResponse{Path: "/preferences", JSON: map[string]any{"ok": true}, Repeat: true})
	sdk := client(security.WithAPIKey("tok"))
	_, err := sdk.Preferences.Get(ctx, security.PreferenceGetParams{SessionID: "s 1;x,\"y\"%\u00e9", Theme: security.String("dark"), Tabs: security.Int(3)})
	noError(t, err)
	_, err = sdk.Preferences.Get(ctx, security.PreferenceGetParams{SessionID: "abc"})
	noError(t, err)
	requests := mock.requests(t)
	cookie, _ := requests[0].header("Cookie")
	equal(t, cookie, "session_id=s%201%3Bx%2C%22y%22%25%C3%A9; theme=dark; tabs=3")
	cookie, _ = requests[1].header("Cookie")
	equal(t, cookie, "session_id=abc")
	equal(t, sent(requests[0]), [4]string{"", "", "", ""})
}

func TestEachSchemeIsReadFromItsOwnEnvironmentVariable(t *testing.T) {
	setup(t, variables...)
	t.Setenv("SECURITY_APP_KEY", "env-ak")
	t.Setenv("SECURITY_APP_SECRET", "env-as")
	t.Setenv("SECURITY_TENANT", "env-t")
	mock.enqueue(t, mockResponse{Path: "/reports", JSON: map[string]any{"ok": true}})
	_, err := client().Reports.List(ctx)
	noError(t, err)
	equal(t, sent(mock.only(t)), [4]string{"env-ak", "env-as", "", "tenant_id=env-t"})
}

func TestACredentialCanBeSetForOneCall(t *testing.T) {
	setup(t, variables...)
	mock.enqueue(t, mockResponse{Path: "/reports", JSON: map[string]any{"ok": true}})
	_, err := client(app...).Reports.List(ctx, security.WithAppSecret("per-call"))
	noError(t, err)
	equal(t, sent(mock.only(t)), [4]string{"ak", "per-call", "", "tenant_id=t1"})
}

func TestAPathOptionAndCredentialsAreOptionsOfTheSameClient(t *testing.T) {
	setup(t, variables...)
	mock.enqueue(t, mockResponse{Path: "/us/exports", JSON: map[string]any{"ok": true}},
		mockResponse{Path: "/eu/exports", JSON: map[string]any{"ok": true}},
		mockResponse{Path: "/ap/exports", JSON: map[string]any{"ok": true}})
	_, err := client(security.WithRegion("us"), security.WithAppKey("ak")).Exports.List(ctx)
	noError(t, err)
	_, err = client(security.WithAppKey("ak2")).Exports.List(ctx)
	noError(t, err)
	_, err = client(security.WithAppKey("ak")).Exports.List(ctx, security.WithRegion("ap"), security.WithAppKey("per-call"))
	noError(t, err)
	requests := mock.requests(t)
	var got [][2]string
	for _, request := range requests {
		key, _ := request.header("X-App-Key")
		got = append(got, [2]string{request.Path, key})
	}
	equal(t, got, [][2]string{{"/us/exports", "ak"}, {"/eu/exports", "ak2"}, {"/ap/exports", "per-call"}})
}
