package dev.sdkgen.git;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which repository URLs a service reads. HTTPS and SSH always; plain {@code http://} only when
 * allowed (a token would cross the network in clear); local paths and {@code file:} URLs only when
 * enabled, and then only under one of the allowed roots (after symbolic links are resolved) — a
 * development convenience that must not let any API token holder read other repositories on the
 * server.
 */
public record RepositoryPolicy(boolean allowHttp, boolean localEnabled, List<Path> localRoots) {

    public RepositoryPolicy {
        List<Path> roots = new ArrayList<>();
        for (Path root : localRoots == null ? List.<Path>of() : localRoots) {
            Path absolute = root.toAbsolutePath().normalize();
            try {
                roots.add(Files.exists(absolute) ? absolute.toRealPath() : absolute);
            } catch (IOException e) {
                roots.add(absolute);
            }
        }
        localRoots = List.copyOf(roots);
        if (localEnabled && localRoots.isEmpty()) {
            throw new IllegalArgumentException("local repositories are enabled but no allowed root is configured");
        }
    }

    /** The production default: HTTPS and SSH only. */
    public static RepositoryPolicy remoteOnly() {
        return new RepositoryPolicy(false, false, List.of());
    }

    /** Whether a local repository path (absolute, real: symbolic links resolved) is under an allowed root. */
    boolean allowsLocal(Path realPath) {
        return localEnabled && localRoots.stream().anyMatch(realPath::startsWith);
    }
}
