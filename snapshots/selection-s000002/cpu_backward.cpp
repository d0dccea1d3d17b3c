template <bool wp_linear_contiguous>
static void selection_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_selection_s000002 *_wp_args,
    wp_args_selection_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_selection_s000002 wp_contiguous_args;
    wp_args_selection_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<4, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::int32> adj_out = _wp_adj_args->out;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<4, wp::float32>* var_1;
    wp::vec_t<4, wp::float32> var_2;
    wp::vec_t<4, wp::float32> var_3;
    wp::uint32 var_4;
    wp::int32 var_5;
    const wp::int32 var_6 = 0;
    wp::uint32 var_7;
    bool var_8;
    wp::vec_t<4, wp::float32>* var_9;
    const wp::int32 var_10 = 0;
    wp::float32 var_11;
    wp::vec_t<4, wp::float32> var_12;
    const wp::int32 var_13 = 1;
    wp::uint32 var_14;
    bool var_15;
    wp::vec_t<4, wp::float32>* var_16;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    wp::vec_t<4, wp::float32> var_19;
    const wp::int32 var_20 = 2;
    wp::uint32 var_21;
    bool var_22;
    wp::vec_t<4, wp::float32>* var_23;
    const wp::int32 var_24 = 2;
    wp::float32 var_25;
    wp::vec_t<4, wp::float32> var_26;
    wp::vec_t<4, wp::float32>* var_27;
    const wp::int32 var_28 = 3;
    wp::float32 var_29;
    wp::vec_t<4, wp::float32> var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32* var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<4, wp::float32> adj_1 = {};
    wp::vec_t<4, wp::float32> adj_2 = {};
    wp::vec_t<4, wp::float32> adj_3 = {};
    wp::uint32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::uint32 adj_7 = {};
    bool adj_8 = {};
    wp::vec_t<4, wp::float32> adj_9 = {};
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::vec_t<4, wp::float32> adj_12 = {};
    wp::int32 adj_13 = {};
    wp::uint32 adj_14 = {};
    bool adj_15 = {};
    wp::vec_t<4, wp::float32> adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<4, wp::float32> adj_19 = {};
    wp::int32 adj_20 = {};
    wp::uint32 adj_21 = {};
    bool adj_22 = {};
    wp::vec_t<4, wp::float32> adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::vec_t<4, wp::float32> adj_26 = {};
    wp::vec_t<4, wp::float32> adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::vec_t<4, wp::float32> adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    //---------
    // forward
    // def selection_s000002(                                                                 <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.argmax(wp.abs(a[i]))                                                           <L 14>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::abs(var_3);
    var_4 = wp::argmax(var_2);
    // out[i] = wp.int32(x0)                                                                  <L 15>
    var_5 = wp::int32(var_4);
    // wp::array_store(var_out, var_0, var_5);
    // out1[i] = wp.where(x0 == wp.uint32(0), a[i][0], wp.where(x0 == wp.uint32(1), a[i][1], wp.where(x0 == wp.uint32(2), a[i][2], a[i][3]))) * b[i]       <L 16>
    var_7 = wp::uint32(var_6);
    var_8 = (var_4 == var_7);
    var_9 = wp::address(var_a, var_0);
    var_12 = wp::load(var_9);
    var_11 = wp::extract(var_12, var_10);
    var_14 = wp::uint32(var_13);
    var_15 = (var_4 == var_14);
    var_16 = wp::address(var_a, var_0);
    var_19 = wp::load(var_16);
    var_18 = wp::extract(var_19, var_17);
    var_21 = wp::uint32(var_20);
    var_22 = (var_4 == var_21);
    var_23 = wp::address(var_a, var_0);
    var_26 = wp::load(var_23);
    var_25 = wp::extract(var_26, var_24);
    var_27 = wp::address(var_a, var_0);
    var_30 = wp::load(var_27);
    var_29 = wp::extract(var_30, var_28);
    var_31 = wp::where(var_22, var_25, var_29);
    var_32 = wp::where(var_15, var_18, var_31);
    var_33 = wp::where(var_8, var_11, var_32);
    var_34 = wp::address(var_b, var_0);
    var_36 = wp::load(var_34);
    var_35 = wp::mul(var_33, var_36);
    // wp::array_store(var_out1, var_0, var_35);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_35, adj_out1, adj_0, adj_35);
    wp::adj_mul(var_33, var_36, adj_33, adj_34, adj_35);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_34);
    wp::adj_where(var_8, var_11, var_32, adj_8, adj_11, adj_32, adj_33);
    wp::adj_where(var_15, var_18, var_31, adj_15, adj_18, adj_31, adj_32);
    wp::adj_where(var_22, var_25, var_29, adj_22, adj_25, adj_29, adj_31);
    wp::adj_extract(var_30, var_28, adj_27, adj_28, adj_29);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_27);
    wp::adj_extract(var_26, var_24, adj_23, adj_24, adj_25);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_23);
    wp::adj_extract(var_19, var_17, adj_16, adj_17, adj_18);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_16);
    wp::adj_extract(var_12, var_10, adj_9, adj_10, adj_11);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_9);
    // adj: out1[i] = wp.where(x0 == wp.uint32(0), a[i][0], wp.where(x0 == wp.uint32(1), a[i][1], wp.where(x0 == wp.uint32(2), a[i][2], a[i][3]))) * b[i]  <L 16>
    wp::adj_array_store(var_out, var_0, var_5, adj_out, adj_0, adj_5);
    // adj: out[i] = wp.int32(x0)                                                             <L 15>
    wp::adj_abs(var_3, adj_1, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.argmax(wp.abs(a[i]))                                                      <L 14>
    // adj: i = wp.tid()                                                                      <L 13>
    // adj: def selection_s000002(                                                            <L 7>
    return;
}