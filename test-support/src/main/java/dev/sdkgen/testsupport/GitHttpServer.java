package dev.sdkgen.testsupport;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

/**
 * A real Git smart-HTTP server for tests: Git's own {@code git http-backend} (a CGI program that
 * comes with every Git installation) behind the JDK's HTTP server, serving the bare repositories
 * under a directory at {@code /git/<name>}. With a token it demands HTTP basic authentication as
 * GitHub, GitLab and Bitbucket do for private repositories (any user name, the token as password).
 */
public final class GitHttpServer implements AutoCloseable {

    private final HttpServer server;
    private final Path root;
    private final String token;
    private final List<String> requests = new CopyOnWriteArrayList<>();

    private GitHttpServer(Path root, String token, int port) {
        this.root = root.toAbsolutePath();
        this.token = token;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "git-http");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/git/", this::handle);
        server.start();
    }

    /** Serves the bare repositories under {@code root}; {@code token} null serves them to anyone. */
    public static GitHttpServer serve(Path root, String token) {
        return new GitHttpServer(root, token, 0);
    }

    /**
     * The same on a given port: a test serves the same URLs again with another token, as a Git host
     * does once a token was revoked and another one issued.
     */
    public static GitHttpServer serve(Path root, String token, int port) {
        return new GitHttpServer(root, token, port);
    }

    /** The port it listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** The URL of a bare repository {@code root/<name>}. */
    public String url(String name) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/git/" + name;
    }

    /** Every request so far as {@code METHOD path?query user}, in order. */
    public List<String> requests() {
        return List.copyOf(requests);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String user = authenticatedUser(exchange.getRequestHeaders().getFirst("Authorization"));
            String path = exchange.getRequestURI().getRawPath().substring("/git".length());
            String query = exchange.getRequestURI().getRawQuery();
            requests.add(exchange.getRequestMethod() + " " + path + (query == null ? "" : "?" + query) + " " + user);
            if (token != null && user == null) {
                exchange.getResponseHeaders().add("WWW-Authenticate", "Basic realm=\"git\"");
                exchange.sendResponseHeaders(401, -1);
                return;
            }
            ProcessBuilder cgi = new ProcessBuilder("git", "http-backend");
            Map<String, String> env = cgi.environment();
            env.put("GIT_PROJECT_ROOT", root.toString());
            env.put("GIT_HTTP_EXPORT_ALL", "1");
            env.put("REQUEST_METHOD", exchange.getRequestMethod());
            env.put("PATH_INFO", path);
            env.put("QUERY_STRING", query == null ? "" : query);
            env.put("REMOTE_ADDR", "127.0.0.1");
            if (user != null) {
                env.put("REMOTE_USER", user);
            }
            header(exchange, "Content-Type", env, "CONTENT_TYPE");
            header(exchange, "Content-Encoding", env, "HTTP_CONTENT_ENCODING");
            header(exchange, "Git-Protocol", env, "GIT_PROTOCOL");
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            env.put("CONTENT_LENGTH", Integer.toString(body.length));
            Process process = cgi.redirectError(ProcessBuilder.Redirect.DISCARD).start();
            try (OutputStream stdin = process.getOutputStream()) {
                stdin.write(body);
            }
            byte[] output;
            try (InputStream stdout = process.getInputStream()) {
                output = stdout.readAllBytes();
            }
            respond(exchange, output);
        }
    }

    /** Turns the CGI output (headers, a blank line, the body) into the HTTP answer. */
    private static void respond(HttpExchange exchange, byte[] output) throws IOException {
        int end = 0;
        int bodyStart = -1;
        for (int i = 0; i < output.length - 1; i++) {
            if (output[i] == '\n' && output[i + 1] == '\n') {
                end = i;
                bodyStart = i + 2;
                break;
            }
            if (i < output.length - 3 && output[i] == '\r' && output[i + 1] == '\n' && output[i + 2] == '\r'
                    && output[i + 3] == '\n') {
                end = i;
                bodyStart = i + 4;
                break;
            }
        }
        if (bodyStart < 0) {
            exchange.sendResponseHeaders(502, -1);
            return;
        }
        int status = 200;
        for (String line : new String(output, 0, end, StandardCharsets.ISO_8859_1).split("\r?\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String name = line.substring(0, colon).trim();
            String value = line.substring(colon + 1).trim();
            if (name.equalsIgnoreCase("Status")) {
                status = Integer.parseInt(value.split(" ")[0]);
            } else {
                exchange.getResponseHeaders().add(name, value);
            }
        }
        ByteArrayOutputStream bodyBytes = new ByteArrayOutputStream();
        bodyBytes.write(output, bodyStart, output.length - bodyStart);
        byte[] responseBody = bodyBytes.toByteArray();
        exchange.sendResponseHeaders(status, responseBody.length == 0 ? -1 : responseBody.length);
        if (responseBody.length > 0) {
            exchange.getResponseBody().write(responseBody);
        }
    }

    private static void header(HttpExchange exchange, String name, Map<String, String> env, String variable) {
        String value = exchange.getRequestHeaders().getFirst(name);
        if (value != null) {
            env.put(variable, value);
        }
    }

    /** The user name of a basic-authentication header whose password is the token (null otherwise). */
    private String authenticatedUser(String authorization) {
        if (authorization == null || !authorization.regionMatches(true, 0, "Basic ", 0, 6)) {
            return null;
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(authorization.substring(6).trim()), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return null;
        }
        int colon = decoded.indexOf(':');
        if (colon < 0) {
            return null;
        }
        if (token != null && !decoded.substring(colon + 1).equals(token)) {
            return null;
        }
        return decoded.substring(0, colon);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
