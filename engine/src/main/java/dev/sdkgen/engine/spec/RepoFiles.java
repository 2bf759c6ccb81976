package dev.sdkgen.engine.spec;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Resolves file paths named by the config and by {@code $ref}s, confined to the repository: a path
 * that leaves it — by {@code ..}, an absolute path, or a symbolic link pointing outside — is refused.
 */
final class RepoFiles {
    /** How a path resolved. */
    enum Status { FOUND, OUTSIDE, MISSING, NOT_A_FILE }

    /** A resolution: for {@link Status#FOUND}, {@code path} is the repository-relative path with '/'. */
    record Resolved(Status status, String path, Path file) {
    }

    private final Path root;

    RepoFiles(Path repoDir) throws IOException {
        this.root = repoDir.toRealPath();
    }

    Path root() {
        return root;
    }

    /**
     * Resolves {@code relative} against the directory of {@code fromFile} (repository-relative; null
     * for the repository root). Percent-escapes are decoded, as in a URI reference.
     */
    Resolved resolve(String fromFile, String relative, boolean decodePercent) {
        String name = relative;
        if (decodePercent && name.indexOf('%') >= 0) {
            try {
                name = URLDecoder.decode(name.replace("+", "%2B"), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                return new Resolved(Status.MISSING, null, null);
            }
        }
        if (name.isEmpty() || name.startsWith("/") || name.startsWith("\\") || name.indexOf('\0') >= 0
                || (name.length() > 1 && name.charAt(1) == ':')) {
            return new Resolved(Status.OUTSIDE, null, null);
        }
        Path base = fromFile == null ? root : root.resolve(fromFile).getParent();
        Path candidate;
        try {
            candidate = base.resolve(name).normalize();
        } catch (InvalidPathException e) {
            return new Resolved(Status.MISSING, null, null);
        }
        if (!candidate.startsWith(root)) {
            return new Resolved(Status.OUTSIDE, null, null);
        }
        if (!Files.exists(candidate)) {
            return new Resolved(Status.MISSING, null, null);
        }
        Path real;
        try {
            real = candidate.toRealPath();
        } catch (IOException e) {
            return new Resolved(Status.MISSING, null, null);
        }
        if (!real.startsWith(root)) {
            return new Resolved(Status.OUTSIDE, null, null);
        }
        if (!Files.isRegularFile(real)) {
            return new Resolved(Status.NOT_A_FILE, null, null);
        }
        return new Resolved(Status.FOUND, relativeName(real), real);
    }

    String relativeName(Path real) {
        return root.relativize(real).toString().replace('\\', '/');
    }
}
