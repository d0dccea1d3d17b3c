template <bool wp_linear_contiguous>
static void gather_scatter_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_gather_scatter_s000001 *_wp_args,
    wp_args_gather_scatter_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_nbr = _wp_args->nbr;
    wp::array_t<wp::int32> var_degree = _wp_args->degree;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::int32> adj_nbr = _wp_adj_args->nbr;
    wp::array_t<wp::int32> adj_degree = _wp_adj_args->degree;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::int32* var_3;
    const wp::int32 var_4 = 0;
    wp::range_t var_5;
    wp::int32 var_6;
    wp::int32 var_7;
    wp::int32* var_8;
    wp::int32 var_9;
    wp::float32* var_10;
    const wp::float32 var_11 = 2.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -3.0;
    const wp::float32 var_15 = 3.0;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 0.125;
    wp::float32 var_20;
    wp::float32* var_21;
    const wp::float32 var_22 = 1.5;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::range_t adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
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
    //---------
    // forward
    // def gather_scatter_s000001(                                                            <L 9>
    // i = wp.tid()                                                                           <L 16>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 17>
    var_2 = wp::float32(var_1);
    // for j in range(0, degree[i]):                                                          <L 18>
    var_3 = wp::address(var_degree, var_0);
    var_6 = wp::load(var_3);
    var_5 = wp::range(var_4, var_6);
    // out[i] = x0 * 0.125 + b[i] * SCALE                                                     <L 20>
    var_20 = wp::mul(var_2, var_19);
    var_21 = wp::address(var_b, var_0);
    var_24 = wp::load(var_21);
    var_23 = wp::mul(var_24, var_22);
    var_25 = wp::add(var_20, var_23);
    // wp::array_store(var_out, var_0, var_25);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_25, adj_out, adj_0, adj_25);
    wp::adj_add(var_20, var_23, adj_20, adj_23, adj_25);
    wp::adj_mul(var_24, var_22, adj_21, adj_22, adj_23);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_21);
    wp::adj_mul(var_2, var_19, adj_2, adj_19, adj_20);
    // adj: out[i] = x0 * 0.125 + b[i] * SCALE                                                <L 20>
    var_5 = wp::iter_reverse(var_5);
    start_for_0:;
        if (iter_cmp(var_5) == 0) goto end_for_0;
        var_7 = wp::iter_next(var_5);
    	adj_8 = {};
    	adj_9 = {};
    	adj_10 = {};
    	adj_11 = {};
    	adj_12 = {};
    	adj_13 = {};
    	adj_14 = {};
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
        // x0 += wp.exp(wp.clamp(a[nbr[i, j]] * 2.0, -3.0, 3.0))                              <L 19>
        var_8 = wp::address(var_nbr, var_0, var_7);
        var_9 = wp::load(var_8);
        var_10 = wp::address(var_a, var_9);
        var_13 = wp::load(var_10);
        var_12 = wp::mul(var_13, var_11);
        var_16 = wp::clamp(var_12, var_14, var_15);
        var_17 = wp::exp(var_16);
        var_18 = wp::add(var_2, var_17);
        wp::assign(var_2, var_18);
        wp::adj_assign(var_2, var_18, adj_2, adj_18);
        wp::adj_add(var_2, var_17, adj_2, adj_17, adj_18);
        wp::adj_exp(var_16, var_17, adj_16, adj_17);
        wp::adj_clamp(var_12, var_14, var_15, adj_12, adj_14, adj_15, adj_16);
        wp::adj_mul(var_13, var_11, adj_10, adj_11, adj_12);
        wp::adj_address(var_a, var_9, adj_a, adj_9, adj_10);
        wp::adj_address(var_nbr, var_0, var_7, adj_nbr, adj_0, adj_7, adj_8);
        // adj: x0 += wp.exp(wp.clamp(a[nbr[i, j]] * 2.0, -3.0, 3.0))                         <L 19>
    	goto start_for_0;
    end_for_0:;
    wp::adj_address(var_degree, var_0, adj_degree, adj_0, adj_3);
    // adj: for j in range(0, degree[i]):                                                     <L 18>
    wp::adj_float32(var_1, adj_1, adj_2);
    // adj: x0 = wp.float32(0.0)                                                              <L 17>
    // adj: i = wp.tid()                                                                      <L 16>
    // adj: def gather_scatter_s000001(                                                       <L 9>
    return;
}