package dev.sdkgen.git;

/**
 * How a Config Repository is read: anonymously, with an HTTPS token, or with an SSH deploy key.
 * {@code toString} never shows a secret.
 */
public sealed interface Credentials {

    Credentials NONE = new None();

    /** Its type as the API and the database name it: {@code token}, {@code ssh_key}, or null. */
    String type();

    /** No credentials: a public repository. */
    record None() implements Credentials {
        @Override
        public String type() {
            return null;
        }
    }

    /**
     * An HTTPS access token (GitHub, GitLab, Bitbucket), sent with HTTP basic authentication as the
     * password of {@code username} (GitHub ignores the name, GitLab wants {@code oauth2} for OAuth
     * tokens, Bitbucket {@code x-token-auth}).
     */
    record Token(String username, String token) implements Credentials {
        public static final String TYPE = "token";
        public static final String DEFAULT_USERNAME = "x-access-token";

        @Override
        public String type() {
            return TYPE;
        }

        @Override
        public String toString() {
            return "Token[username=" + username + ", token=***]";
        }
    }

    /**
     * An SSH deploy key (an unencrypted OpenSSH or PEM private key) and the {@code known_hosts}
     * lines that name the server's host key (may be empty when the service has its own list).
     */
    record SshKey(String privateKey, String knownHosts) implements Credentials {
        public static final String TYPE = "ssh_key";

        @Override
        public String type() {
            return TYPE;
        }

        @Override
        public String toString() {
            return "SshKey[privateKey=***, knownHosts=" + (knownHosts == null ? 0 : knownHosts.lines().count()) + " line(s)]";
        }
    }
}
