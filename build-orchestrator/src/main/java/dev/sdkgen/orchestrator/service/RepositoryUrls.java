package dev.sdkgen.orchestrator.service;

import java.util.Locale;

/**
 * The matching key of a Git URL, so that the several URLs a push payload names for one
 * repository (https clone URL, web URL, ssh URL) match the URL a project registered:
 * {@code https://github.com/Acme/api.git}, {@code git@github.com:Acme/api} and
 * {@code ssh://git@github.com/Acme/api} all become {@code github.com/Acme/api}. Local paths and
 * {@code file:} URLs become the plain path.
 */
public final class RepositoryUrls {

    private RepositoryUrls() {
    }

    public static String key(String url) {
        String u = url.trim();
        while (u.endsWith("/")) {
            u = u.substring(0, u.length() - 1);
        }
        if (u.endsWith(".git")) {
            u = u.substring(0, u.length() - 4);
        }
        if (u.startsWith("file://")) {
            return u.substring("file://".length());
        }
        if (u.startsWith("file:")) {
            return u.substring("file:".length());
        }
        int scheme = u.indexOf("://");
        String rest;
        if (scheme >= 0) {
            rest = u.substring(scheme + 3);
            int at = rest.indexOf('@');
            int slash = rest.indexOf('/');
            if (at >= 0 && (slash < 0 || at < slash)) {
                rest = rest.substring(at + 1);
            }
        } else if (!u.startsWith("/") && u.contains("@") && u.contains(":")) {
            // scp-like: git@host:owner/repo
            rest = u.substring(u.indexOf('@') + 1).replaceFirst(":", "/");
        } else {
            return u;
        }
        int slash = rest.indexOf('/');
        String host = slash < 0 ? rest : rest.substring(0, slash);
        String path = slash < 0 ? "" : rest.substring(slash);
        int port = host.indexOf(':');
        if (port >= 0) {
            host = host.substring(0, port);
        }
        return host.toLowerCase(Locale.ROOT) + path;
    }
}
