// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.util.Collections;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * What a paginated list method returns: every item of every page. The first page was fetched when the
 * method was called (so its failure throws there); later pages are fetched as iteration reaches them,
 * with the list's query parameters and the call's options. Each iteration starts again from the first
 * page (kept) and fetches the later pages again.
 *
 * <pre>{@code
 * for (Account account : client.accounts().list()) { ... }             // every item
 * client.accounts().list().stream().filter(Account::active).limit(10)  // lazily: stops fetching early
 * for (Page<Account> page : client.accounts().list().pages()) { ... }  // a page at a time
 * }</pre>
 *
 * @param <T> the item type
 */
public final class PagedIterable<T> implements Iterable<T> {

    private final Page<T> first;

    PagedIterable(Page<T> first) {
        this.first = first;
    }

    /**
     * The first page.
     *
     * @return the page fetched when the list method was called
     */
    public Page<T> firstPage() {
        return first;
    }

    /**
     * The pages, starting with the first; each later page is fetched when the iterator reaches it.
     *
     * @return an iterable over the pages
     */
    public Iterable<Page<T>> pages() {
        return () -> new PageIterator<>(first);
    }

    /**
     * The pages as a sequential stream, fetched as the stream is consumed.
     *
     * @return a stream of pages
     */
    public Stream<Page<T>> streamPages() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(new PageIterator<>(first),
                Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    /**
     * Every item of every page, fetching pages as needed.
     *
     * @return a new iterator
     */
    @Override
    public Iterator<T> iterator() {
        return new ItemIterator<>(new PageIterator<>(first));
    }

    /**
     * Every item of every page as a sequential stream, fetching pages as the stream is consumed.
     *
     * @return a stream of items
     */
    public Stream<T> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED), false);
    }

    @Override
    public String toString() {
        return "PagedIterable[first=" + first + "]";
    }

    private static final class PageIterator<T> implements Iterator<Page<T>> {
        private final Page<T> first;
        private Page<T> current;

        PageIterator(Page<T> first) {
            this.first = first;
        }

        @Override
        public boolean hasNext() {
            return current == null || current.hasNextPage();
        }

        @Override
        public Page<T> next() {
            if (current == null) {
                current = first;
            } else if (current.hasNextPage()) {
                current = current.nextPage();
            } else {
                throw new NoSuchElementException("No more pages");
            }
            return current;
        }
    }

    private static final class ItemIterator<T> implements Iterator<T> {
        private final Iterator<Page<T>> pages;
        private Iterator<T> items = Collections.emptyIterator();

        ItemIterator(Iterator<Page<T>> pages) {
            this.pages = pages;
        }

        @Override
        public boolean hasNext() {
            while (!items.hasNext()) {
                if (!pages.hasNext()) {
                    return false;
                }
                items = pages.next().items().iterator();
            }
            return true;
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException("No more items");
            }
            return items.next();
        }
    }
}
