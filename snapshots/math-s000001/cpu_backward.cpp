template <bool wp_linear_contiguous>
static void math_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_s000001 *_wp_args,
    wp_args_math_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.0;
    wp::float32 var_16;
    wp::float32 var_17;
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
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    //---------
    // forward
    // def math_s000001(                                                                      <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = wp.log(wp.abs(a[i]) + 1.0)                                                        <L 12>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::abs(var_3);
    var_5 = wp::add(var_2, var_4);
    var_6 = wp::log(var_5);
    // x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i])) + 1.0))                                       <L 13>
    var_7 = wp::address(var_a, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::tanh(var_9);
    var_10 = wp::abs(var_8);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::log(var_12);
    var_14 = wp::cos(var_13);
    // out[i] = x0 + x1 * 1.0                                                                 <L 14>
    var_16 = wp::mul(var_14, var_15);
    var_17 = wp::add(var_6, var_16);
    // wp::array_store(var_out, var_0, var_17);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_17, adj_out, adj_0, adj_17);
    wp::adj_add(var_6, var_16, adj_6, adj_16, adj_17);
    wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
    // adj: out[i] = x0 + x1 * 1.0                                                            <L 14>
    wp::adj_cos(var_13, adj_13, adj_14);
    wp::adj_log(var_12, adj_12, adj_13);
    wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_abs(var_8, adj_8, adj_10);
    wp::adj_tanh(var_9, var_8, adj_7, adj_8);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_7);
    // adj: x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i])) + 1.0))                                  <L 13>
    wp::adj_log(var_5, adj_5, adj_6);
    wp::adj_add(var_2, var_4, adj_2, adj_4, adj_5);
    wp::adj_abs(var_3, adj_1, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.log(wp.abs(a[i]) + 1.0)                                                   <L 12>
    // adj: i = wp.tid()                                                                      <L 11>
    // adj: def math_s000001(                                                                 <L 7>
    return;
}