package dev.sdkgen.engine.build;

import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which pagination a mapped method gets: the operation's {@code x-sdkgen-pagination} wins; else the sdkgen.yaml
 * scheme that names the method in its {@code methods}; else the first scheme without {@code methods} (in file order)
 * that fits the operation — its parameters present in the request and its fields in the 2xx response; a {@code link}
 * scheme also needs the 2xx response to document a {@code Link} header (else every bare-array list would fit). A scheme
 * named for a method is applied even when it does not fit, so that SDKGEN301 reports why; one matched by shape is
 * applied only when it fits.
 */
public final class PaginationSchemes {
    /**
     * The pagination settings applied to a method.
     *
     * @param result the settings checked against the operation ({@link PaginationReader.Result#usable()})
     * @param scheme the sdkgen.yaml scheme, or null for the spec's {@code x-sdkgen-pagination}
     */
    public record Applied(PaginationReader.Result result, SdkgenConfig.PaginationScheme scheme) {
    }

    private final Map<SdkgenConfig.Method, SdkgenConfig.PaginationScheme> named = new IdentityHashMap<>();
    private final List<SdkgenConfig.PaginationScheme> byShape = new ArrayList<>();

    private PaginationSchemes(SdkgenConfig config) {
        Map<String, SdkgenConfig.PaginationScheme> byPath = new java.util.HashMap<>();
        for (SdkgenConfig.PaginationScheme s : config.pagination()) {
            s.methods().forEach(m -> byPath.putIfAbsent(m, s));
            if (!s.byName()) {
                byShape.add(s);
            }
        }
        if (config.root() != null) {
            index(config.root(), byPath);
        }
    }

    /** The schemes of a config, indexed by the methods they name. */
    public static PaginationSchemes of(SdkgenConfig config) {
        return new PaginationSchemes(config);
    }

    private void index(SdkgenConfig.Resource r, Map<String, SdkgenConfig.PaginationScheme> byPath) {
        for (SdkgenConfig.Method m : r.methods()) {
            SdkgenConfig.PaginationScheme s = byPath.get((r.isRoot() ? SdkgenConfig.CLIENT_RESOURCE : r.path()) + "." + m.name());
            if (s != null) {
                named.put(m, s);
            }
        }
        r.subresources().forEach(sub -> index(sub, byPath));
    }

    /** The pagination applied to a mapped method, or null when it has none. */
    public Applied applied(Spec spec, Spec.Operation op, SdkgenConfig.Method method) {
        PaginationReader.Result ext = PaginationReader.read(spec, op);
        if (ext != null) {
            return new Applied(ext, null);
        }
        SdkgenConfig.PaginationScheme scheme = named.get(method);
        if (scheme != null) {
            return new Applied(PaginationReader.check(spec, op, scheme.settings()), scheme);
        }
        for (SdkgenConfig.PaginationScheme s : byShape) {
            PaginationReader.Result r = PaginationReader.check(spec, op, s.settings());
            if (r.usable() && (r.kind() != Pagination.Kind.LINK || PaginationReader.documentsLinkHeader(spec, op))) {
                return new Applied(r, s);
            }
        }
        return null;
    }
}
