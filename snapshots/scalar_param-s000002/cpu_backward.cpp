template <bool wp_linear_contiguous>
static void scalar_param_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_s000002 *_wp_args,
    wp_args_scalar_param_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::int32 var_k = _wp_args->k;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::int32 adj_k = _wp_adj_args->k;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    //---------
    // forward
    // def scalar_param_s000002(                                                              <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = b[i] - wp.float32(k)                                                              <L 14>
    var_1 = wp::address(var_b, var_0);
    var_2 = wp::float32(var_k);
    var_4 = wp::load(var_1);
    var_3 = wp::sub(var_4, var_2);
    // x1 = wp.tanh(x0 * wp.float32(k))                                                       <L 15>
    var_5 = wp::float32(var_k);
    var_6 = wp::mul(var_3, var_5);
    var_7 = wp::tanh(var_6);
    // out[i] = x1 * wp.float32(k) + a[i]                                                     <L 16>
    var_8 = wp::float32(var_k);
    var_9 = wp::mul(var_7, var_8);
    var_10 = wp::address(var_a, var_0);
    var_12 = wp::load(var_10);
    var_11 = wp::add(var_9, var_12);
    // wp::array_store(var_out, var_0, var_11);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_11, adj_out, adj_0, adj_11);
    wp::adj_add(var_9, var_12, adj_9, adj_10, adj_11);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_10);
    wp::adj_mul(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_float32(var_k, adj_k, adj_8);
    // adj: out[i] = x1 * wp.float32(k) + a[i]                                                <L 16>
    wp::adj_tanh(var_6, var_7, adj_6, adj_7);
    wp::adj_mul(var_3, var_5, adj_3, adj_5, adj_6);
    wp::adj_float32(var_k, adj_k, adj_5);
    // adj: x1 = wp.tanh(x0 * wp.float32(k))                                                  <L 15>
    wp::adj_sub(var_4, var_2, adj_1, adj_2, adj_3);
    wp::adj_float32(var_k, adj_k, adj_2);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
    // adj: x0 = b[i] - wp.float32(k)                                                         <L 14>
    // adj: i = wp.tid()                                                                      <L 13>
    // adj: def scalar_param_s000002(                                                         <L 7>
    return;
}