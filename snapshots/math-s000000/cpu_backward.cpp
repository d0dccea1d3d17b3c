template <bool wp_linear_contiguous>
static void math_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_s000000 *_wp_args,
    wp_args_math_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
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
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    const wp::float32 var_12 = 0.5;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32* var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.0;
    wp::float32 var_20;
    const wp::float32 var_21 = 0.5;
    wp::float32 var_22;
    const wp::float32 var_23 = 0.75;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.5;
    wp::float32 var_27;
    wp::float32 var_28;
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
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    //---------
    // forward
    // def math_s000000(                                                                      <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = wp.sqrt(wp.abs(a[i]) + 1.0)                                                       <L 13>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::abs(var_3);
    var_5 = wp::add(var_2, var_4);
    var_6 = wp::sqrt(var_5);
    // x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i]) + 1.0, 0.5)))                                  <L 14>
    var_7 = wp::address(var_b, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::abs(var_9);
    var_11 = wp::add(var_8, var_10);
    var_13 = wp::pow(var_11, var_12);
    var_14 = wp::sin(var_13);
    var_15 = wp::tanh(var_14);
    // x2 = wp.pow(wp.abs(a[i]) + 1.0, 0.5)                                                   <L 15>
    var_16 = wp::address(var_a, var_0);
    var_18 = wp::load(var_16);
    var_17 = wp::abs(var_18);
    var_20 = wp::add(var_17, var_19);
    var_22 = wp::pow(var_20, var_21);
    // out[i] = x0 + x1 * 0.75 + x2 * 0.5                                                     <L 16>
    var_24 = wp::mul(var_15, var_23);
    var_25 = wp::add(var_6, var_24);
    var_27 = wp::mul(var_22, var_26);
    var_28 = wp::add(var_25, var_27);
    // wp::array_store(var_out, var_0, var_28);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_28, adj_out, adj_0, adj_28);
    wp::adj_add(var_25, var_27, adj_25, adj_27, adj_28);
    wp::adj_mul(var_22, var_26, adj_22, adj_26, adj_27);
    wp::adj_add(var_6, var_24, adj_6, adj_24, adj_25);
    wp::adj_mul(var_15, var_23, adj_15, adj_23, adj_24);
    // adj: out[i] = x0 + x1 * 0.75 + x2 * 0.5                                                <L 16>
    wp::adj_pow(var_20, var_21, var_22, adj_20, adj_21, adj_22);
    wp::adj_add(var_17, var_19, adj_17, adj_19, adj_20);
    wp::adj_abs(var_18, adj_16, adj_17);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_16);
    // adj: x2 = wp.pow(wp.abs(a[i]) + 1.0, 0.5)                                              <L 15>
    wp::adj_tanh(var_14, var_15, adj_14, adj_15);
    wp::adj_sin(var_13, adj_13, adj_14);
    wp::adj_pow(var_11, var_12, var_13, adj_11, adj_12, adj_13);
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_11);
    wp::adj_abs(var_9, adj_7, adj_8);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_7);
    // adj: x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i]) + 1.0, 0.5)))                             <L 14>
    wp::adj_sqrt(var_5, var_6, adj_5, adj_6);
    wp::adj_add(var_2, var_4, adj_2, adj_4, adj_5);
    wp::adj_abs(var_3, adj_1, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.sqrt(wp.abs(a[i]) + 1.0)                                                  <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def math_s000000(                                                                 <L 7>
    return;
}