package dev.sdkgen.gateway;

/** A request that cannot be served: {@code {"error": {"code", "message"}}} with its HTTP status. */
public class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;

    public ApiException(int status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    public static ApiException badRequest(String message) {
        return new ApiException(400, "invalid_request", message);
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }
}
