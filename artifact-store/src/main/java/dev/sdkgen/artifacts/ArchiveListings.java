package dev.sdkgen.artifacts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The file listings of stored archives, kept for the next request (docs/services.md, "A build's SDK in the console"):
 * a blob's id is its SHA-256, so its listing never changes while it exists — only its deletion (the retention job)
 * ends it, and {@link #forget} drops it then. Bounded by count, least recently used first out.
 */
@ApplicationScoped
public class ArchiveListings {

    private final BlobStore store;
    private final int capacity;
    private final Map<String, ArchiveFiles.Listing> kept;
    private final AtomicLong opened = new AtomicLong();

    @Inject
    public ArchiveListings(BlobStore store, ArtifactsConfig config) {
        this(store, config.listingCacheSize());
    }

    ArchiveListings(BlobStore store, int capacity) {
        this.store = store;
        this.capacity = capacity;
        this.kept = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, ArchiveFiles.Listing> eldest) {
                return size() > ArchiveListings.this.capacity;
            }
        };
    }

    /** The listing of the stored archive {@code id} (which exists): the kept one, or read from the archive and kept. */
    ArchiveFiles.Listing listing(String id) throws IOException {
        synchronized (kept) {
            ArchiveFiles.Listing listing = kept.get(id);
            if (listing != null) {
                return listing;
            }
        }
        opened.incrementAndGet();
        ArchiveFiles.Listing listing = ArchiveFiles.list(store.blob(id));
        synchronized (kept) {
            kept.put(id, listing);
        }
        return listing;
    }

    /** Drops the listing of a deleted archive. */
    void forget(String id) {
        synchronized (kept) {
            kept.remove(id);
        }
    }

    /** Whether the listing of {@code id} is kept. */
    boolean has(String id) {
        synchronized (kept) {
            return kept.containsKey(id);
        }
    }

    /** How many times an archive was opened to be listed (a kept listing opens none). */
    long archivesOpened() {
        return opened.get();
    }
}
