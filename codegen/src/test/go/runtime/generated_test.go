// What the Go emitter generates around the core, written by hand as a worked example (see
// docs/runtime-go.md), and tests that use it the way SDK users do.

package core

import (
	"context"
	"errors"
	"testing"
	"time"
)

// --- generated: client.go ---

var acmeConfig = clientConfig{
	sdkName:        "acme",
	sdkVersion:     "1.4.0",
	defaultBaseURL: "https://api.acme.com",
	apiKeyEnv:      "ACME_API_KEY",
	auth:           authScheme{kind: authBearer},
	retries: &retryPolicy{
		maxRetries:   2,
		retryOn:      []int{408, 429, 500, 502, 503, 504},
		initialDelay: 500 * time.Millisecond,
		maxDelay:     8000 * time.Millisecond,
	},
}

// Client is the Acme API client. Create it with NewClient.
type Client struct {
	core *clientCore
	// Accounts holds the accounts operations.
	Accounts *AccountService
}

// NewClient creates a client: acme.NewClient(acme.WithAPIKey(key)). Without WithAPIKey it reads
// ACME_API_KEY.
func NewClient(options ...Option) *Client {
	core := newClientCore(&acmeConfig, options)
	return &Client{core: core, Accounts: &AccountService{core: core, Cards: &AccountCardService{core: core}}}
}

// Health checks the service.
func (c *Client) Health(ctx context.Context, options ...RequestOption) (*Health, error) {
	var result Health
	if err := c.core.do(ctx, &requestSpec{method: "GET", path: "/health"}, &result, options); err != nil {
		return nil, err
	}
	return &result, nil
}

// --- generated: accounts.go ---

// AccountService holds the accounts operations.
type AccountService struct {
	core  *clientCore
	Cards *AccountCardService
}

var accountListPagination = paginationSpec{kind: paginationCursor, items: "data", limitParam: "limit",
	cursorParam: "starting_after", cursorField: "id", hasMore: "has_more"}

// List lists accounts, fetching pages as the iteration goes.
func (s *AccountService) List(ctx context.Context, params *AccountListParams, options ...RequestOption) *Iter[Account] {
	return newIter[Account](ctx, s.core, &requestSpec{method: "GET", path: "/accounts", params: params}, &accountListPagination, options)
}

// ListPage fetches the first page of accounts.
func (s *AccountService) ListPage(ctx context.Context, params *AccountListParams, options ...RequestOption) (*Page[Account], error) {
	return getPage[Account](ctx, s.core, &requestSpec{method: "GET", path: "/accounts", params: params}, &accountListPagination, options)
}

// Create creates an account.
func (s *AccountService) Create(ctx context.Context, body AccountCreateParams, options ...RequestOption) (*Account, error) {
	var result Account
	if err := s.core.do(ctx, &requestSpec{method: "POST", path: "/accounts", body: body}, &result, options); err != nil {
		return nil, err
	}
	return &result, nil
}

// AccountCardService holds the accounts.cards operations.
type AccountCardService struct {
	core *clientCore
}

// Freeze freezes a card. It is never retried (x-sdkgen-retries: {enabled: false}).
func (s *AccountCardService) Freeze(ctx context.Context, accountID string, cardID string, options ...RequestOption) (*Card, error) {
	var result Card
	err := s.core.do(ctx, &requestSpec{method: "POST", path: "/accounts/{account_id}/cards/{card_id}/freeze",
		pathParams: []any{accountID, cardID}, noRetries: true}, &result, options)
	if err != nil {
		return nil, err
	}
	return &result, nil
}

// --- generated: models.go ---

// Health is the service status.
type Health struct {
	Status string `json:"status"`
}

// Account is an account.
type Account struct {
	ID       string      `json:"id"`
	Name     string      `json:"name"`
	Nickname Opt[string] `json:"nickname"`
}

// MarshalJSON leaves absent optional fields out.
func (m Account) MarshalJSON() ([]byte, error) { return marshalObject(m) }

// Card is a payment card.
type Card struct {
	ID     string `json:"id"`
	Frozen bool   `json:"frozen"`
}

// AccountCreateParams is the body of Accounts.Create.
type AccountCreateParams struct {
	Name     string      `json:"name"`
	Nickname Opt[string] `json:"nickname"`
}

// MarshalJSON leaves absent optional fields out.
func (p AccountCreateParams) MarshalJSON() ([]byte, error) { return marshalObject(p) }

// AccountListParams are the query parameters of Accounts.List.
type AccountListParams struct {
	Limit         Opt[int64]  `query:"limit"`
	StartingAfter Opt[string] `query:"starting_after"`
}

// --- tests, written as user code ---

func TestGeneratedClientCallsRootNestedAndBodyMethods(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Method: "GET", Path: "/health", JSON: map[string]any{"status": "ok"}},
		mockResponse{Method: "POST", Path: "/accounts", Status: 201, JSON: map[string]any{"id": "a1", "name": "x", "nickname": nil}},
		mockResponse{Method: "POST", Path: "/accounts/a1/cards/c%201/freeze", JSON: map[string]any{"id": "c 1", "frozen": true}},
	)
	client := NewClient(WithBaseURL(mock.url), WithAPIKey("sk-user"))
	ctx := context.Background()
	health, err := client.Health(ctx)
	noError(t, err)
	equal(t, health.Status, "ok")
	account, err := client.Accounts.Create(ctx, AccountCreateParams{Name: "x", Nickname: String("")}, WithHeader("Idempotency-Key", "k1"))
	noError(t, err)
	equal(t, account.ID, "a1")
	equal(t, account.Nickname.IsNull(), true)
	card, err := client.Accounts.Cards.Freeze(ctx, "a1", "c 1")
	noError(t, err)
	equal(t, *card, Card{ID: "c 1", Frozen: true})
	requests := mock.requests(t)
	equal(t, requests[1].Body, `{"name":"x","nickname":""}`)
	equal(t, requests[1].Headers["idempotency-key"], "k1")
	equal(t, requests[2].Headers["authorization"], "Bearer sk-user")
}

func TestGeneratedClientErrorsMatchTheirOwnTypeAndAPIError(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Method: "POST", Path: "/accounts/a1/cards/c1/freeze", Status: 503, JSON: map[string]any{"message": "busy"}},
		mockResponse{Method: "GET", Path: "/health", Status: 404, JSON: map[string]any{"message": "gone"}},
	)
	client := NewClient(WithBaseURL(mock.url), WithAPIKey("sk-user"))
	_, err := client.Accounts.Cards.Freeze(context.Background(), "a1", "c1") // generated with retries, but not this operation
	var serverError *InternalServerError
	equal(t, errors.As(err, &serverError), true)
	equal(t, serverError.StatusCode, 503)
	_, err = client.Health(context.Background())
	var notFound *NotFoundError
	var apiError *APIError
	equal(t, errors.As(err, &notFound), true)
	equal(t, errors.As(err, &apiError), true)
	equal(t, apiError.StatusCode, 404)
	equal(t, notFound.Error(), "404 gone")
	equal(t, len(mock.requests(t)), 2)
}

func TestGeneratedClientIteratesAndPagesAList(t *testing.T) {
	setup(t, testAPIKeyEnv)
	mock.enqueue(t,
		mockResponse{Method: "GET", Path: "/accounts", JSON: map[string]any{"data": []any{map[string]any{"id": "a1", "name": "one"}}, "has_more": true}},
		mockResponse{Method: "GET", Path: "/accounts", JSON: map[string]any{"data": []any{map[string]any{"id": "a2", "name": "two", "nickname": "2"}}, "has_more": false}},
		mockResponse{Method: "GET", Path: "/accounts", JSON: map[string]any{"data": []any{map[string]any{"id": "a1"}}, "has_more": true}},
	)
	client := NewClient(WithBaseURL(mock.url), WithAPIKey("sk-user"))
	it := client.Accounts.List(context.Background(), &AccountListParams{Limit: Int(1)})
	var names []string
	for it.Next() {
		names = append(names, it.Current().Name+"/"+it.Current().Nickname.Or("-"))
	}
	noError(t, it.Err())
	equal(t, names, []string{"one/-", "two/2"})
	page, err := client.Accounts.ListPage(context.Background(), nil, WithMaxRetries(0))
	noError(t, err)
	equal(t, page.Items[0].ID, "a1")
	equal(t, page.HasNextPage(), true)
	equal(t, queries(t), []map[string][]string{{"limit": {"1"}}, {"limit": {"1"}, "starting_after": {"a1"}}, {}})
}

func TestGeneratedClientReadsItsEnvironmentVariable(t *testing.T) {
	setup(t, testAPIKeyEnv)
	t.Setenv("ACME_API_KEY", "sk-env")
	mock.enqueue(t, mockResponse{Method: "GET", Path: "/health", JSON: map[string]any{"status": "ok"}})
	_, err := NewClient(WithBaseURL(mock.url)).Health(context.Background())
	noError(t, err)
	equal(t, mock.only(t).Headers["authorization"], "Bearer sk-env")
}
