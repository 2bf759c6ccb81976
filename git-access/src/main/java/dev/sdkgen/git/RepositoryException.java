package dev.sdkgen.git;

/**
 * A Config Repository that cannot be used, with a message fit for a user: it says what failed
 * (and what to check) and never carries the underlying library's text, which can name server
 * paths, internal classes or parts of credentials.
 */
public class RepositoryException extends Exception {

    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** Not a repository URL this service reads (relative, unknown scheme, credentials inside). */
        INVALID,
        /** A URL the policy refuses (local paths when disabled or outside the allowed roots, plain http). */
        NOT_ALLOWED,
        /** No such repository, or no read access to it (servers do not tell the two apart). */
        NOT_FOUND,
        /** The server refused the credentials, or the repository needs some and there are none. */
        AUTH_FAILED,
        /** The SSH server's host key is not among the known hosts. */
        HOST_KEY_UNKNOWN,
        /** The server could not be reached or did not answer in time: worth retrying. */
        UNREACHABLE,
        BRANCH_NOT_FOUND,
        COMMIT_NOT_FOUND,
        /** The stored credentials cannot be used (wrong key, not for this repository, unreadable deploy key). */
        CREDENTIALS,
        /** The server refused a push (the branch moved on, a protected branch, a hook declined it). */
        PUSH_REJECTED
    }

    private final Kind kind;

    public RepositoryException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** Whether the same operation may succeed later without any change (a network failure). */
    public boolean isTransient() {
        return kind == Kind.UNREACHABLE;
    }
}
