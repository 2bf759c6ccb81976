// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.InvalidResponseException;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * One page of a paginated list of the asynchronous client: its items at once, the next page as a future. The same
 * stop rules as {@link Page}.
 *
 * <pre>{@code
 * client.async().accounts().list()
 *         .thenCompose(page -> page.forEach(account -> System.out.println(account.id())))   // every item of every page
 *         .join();
 * }</pre>
 *
 * @param <T> the item type
 */
public final class AsyncPage<T> {

    /** Fetches one page asynchronously: the list request as {@code request} says. */
    @FunctionalInterface
    interface Fetcher {
        CompletableFuture<Page.Response> fetch(Page.Request request);
    }

    private final Page<T> page;
    private final Fetcher fetcher;

    AsyncPage(Page<T> page, Fetcher fetcher) {
        this.page = page;
        this.fetcher = fetcher;
    }

    /**
     * This page's items.
     *
     * @return an unmodifiable list (empty on an empty page)
     */
    public List<T> items() {
        return page.items();
    }

    /**
     * The whole response body of this page.
     *
     * @return the parsed JSON (a missing node for an empty body)
     */
    public JsonNode body() {
        return page.body();
    }

    /**
     * The whole response body of this page as a model.
     *
     * @param type the model class
     * @param <B>  the model type
     * @return the body read as {@code type}
     * @throws InvalidResponseException when the body does not fit {@code type}
     */
    public <B> B body(Class<B> type) {
        return page.body(type);
    }

    /**
     * Whether another page follows (the rules of {@link Page#hasNextPage()}).
     *
     * @return true when {@link #nextPage()} has a page to fetch
     */
    public boolean hasNextPage() {
        return page.hasNextPage();
    }

    /**
     * The query of the next page.
     *
     * @return the next query, or empty on the last page
     */
    public Optional<Map<String, Object>> nextPageQuery() {
        return page.nextPageQuery();
    }

    /**
     * Fetches the next page, with the list's query parameters and the call's options.
     *
     * @return the next page; a future failed with {@link NoSuchElementException} on the last page
     */
    public CompletableFuture<AsyncPage<T>> nextPage() {
        Optional<Page.Request> next = page.nextRequest();
        if (next.isEmpty()) {
            return CompletableFuture.failedFuture(
                    new NoSuchElementException("No next page: check hasNextPage() before calling nextPage()"));
        }
        return fetcher.fetch(next.get()).thenApply(response -> new AsyncPage<>(page.following(next.get(), response), fetcher));
    }

    /**
     * Hands every item of this page and of every later page to {@code action}, in order, fetching each page when the
     * previous one's items are done.
     *
     * @param action called with each item, on the thread that completed the page's request
     * @return completes when the last page is done; fails with the first failed page's exception
     */
    public CompletableFuture<Void> forEach(Consumer<? super T> action) {
        return forEachWhile(item -> {
            action.accept(item);
            return true;
        });
    }

    /**
     * Like {@link #forEach(Consumer)}, stopping (and fetching no further page) once {@code action} returns false.
     *
     * @param action called with each item; false to stop
     * @return completes when the items end or {@code action} stopped them
     */
    public CompletableFuture<Void> forEachWhile(Predicate<? super T> action) {
        for (T item : page.items()) {
            if (!action.test(item)) {
                return CompletableFuture.completedFuture(null);
            }
        }
        return hasNextPage() ? nextPage().thenCompose(next -> next.forEachWhile(action)) : CompletableFuture.completedFuture(null);
    }

    @Override
    public String toString() {
        return "Async" + page;
    }
}
