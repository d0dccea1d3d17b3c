template <bool wp_linear_contiguous>
static void bitwise_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_bitwise_s000002 *_wp_args,
    wp_args_bitwise_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_bitwise_s000002 wp_contiguous_args;
    wp_args_bitwise_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::uint32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::uint32);
        wp_contiguous_args.c.strides[0] = sizeof(wp::uint32);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::uint32);
        wp_contiguous_args.d.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.d.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::uint32> var_b = _wp_args->b;
    wp::array_t<wp::uint32> var_c = _wp_args->c;
    wp::array_t<wp::int32> var_d = _wp_args->d;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::uint32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::uint32> adj_c = _wp_adj_args->c;
    wp::array_t<wp::int32> adj_d = _wp_adj_args->d;
    wp::array_t<wp::int32> adj_out = _wp_adj_args->out;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32* var_1;
    wp::uint32* var_2;
    wp::uint32 var_3;
    wp::uint32 var_4;
    wp::uint32 var_5;
    const wp::int32 var_6 = 7;
    wp::uint32 var_7;
    wp::uint32 var_8;
    wp::uint32 var_9;
    wp::int32* var_10;
    wp::int32* var_11;
    const wp::int32 var_12 = 31;
    wp::int32 var_13;
    wp::int32 var_14;
    wp::int32 var_15;
    wp::int32 var_16;
    wp::uint32 var_17;
    wp::uint32 var_18;
    const wp::int32 var_19 = 65535;
    wp::uint32 var_20;
    wp::uint32 var_21;
    wp::int32 var_22;
    const wp::int32 var_23 = 32768;
    wp::int32 var_24;
    wp::float32* var_25;
    const wp::int32 var_26 = 65535;
    wp::uint32 var_27;
    wp::uint32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.52587890625e-05;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::uint32 adj_1 = {};
    wp::uint32 adj_2 = {};
    wp::uint32 adj_3 = {};
    wp::uint32 adj_4 = {};
    wp::uint32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::uint32 adj_7 = {};
    wp::uint32 adj_8 = {};
    wp::uint32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::uint32 adj_17 = {};
    wp::uint32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::uint32 adj_20 = {};
    wp::uint32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::uint32 adj_27 = {};
    wp::uint32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    //---------
    // forward
    // def bitwise_s000002(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // x0 = b[i] ^ c[i]                                                                       <L 16>
    var_1 = wp::address(var_b, var_0);
    var_2 = wp::address(var_c, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::bit_xor(var_4, var_5);
    // x1 = x0 ^ (x0 << wp.uint32(7))                                                         <L 17>
    var_7 = wp::uint32(var_6);
    var_8 = wp::lshift(var_3, var_7);
    var_9 = wp::bit_xor(var_3, var_8);
    // x2 = x1 + wp.uint32(d[i] ^ (d[i] >> 31))                                               <L 18>
    var_10 = wp::address(var_d, var_0);
    var_11 = wp::address(var_d, var_0);
    var_14 = wp::load(var_11);
    var_13 = wp::rshift(var_14, var_12);
    var_16 = wp::load(var_10);
    var_15 = wp::bit_xor(var_16, var_13);
    var_17 = wp::uint32(var_15);
    var_18 = wp::add(var_9, var_17);
    // out[i] = wp.int32(x2 & wp.uint32(0xFFFF)) - 32768                                      <L 19>
    var_20 = wp::uint32(var_19);
    var_21 = wp::bit_and(var_18, var_20);
    var_22 = wp::int32(var_21);
    var_24 = wp::sub(var_22, var_23);
    // wp::array_store(var_out, var_0, var_24);
    // out1[i] = a[i] + wp.float32(x2 & wp.uint32(0xFFFF)) * 1.52587890625e-05                <L 20>
    var_25 = wp::address(var_a, var_0);
    var_27 = wp::uint32(var_26);
    var_28 = wp::bit_and(var_18, var_27);
    var_29 = wp::float32(var_28);
    var_31 = wp::mul(var_29, var_30);
    var_33 = wp::load(var_25);
    var_32 = wp::add(var_33, var_31);
    // wp::array_store(var_out1, var_0, var_32);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_32, adj_out1, adj_0, adj_32);
    wp::adj_add(var_33, var_31, adj_25, adj_31, adj_32);
    wp::adj_mul(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_float32(var_28, adj_28, adj_29);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_25);
    // adj: out1[i] = a[i] + wp.float32(x2 & wp.uint32(0xFFFF)) * 1.52587890625e-05           <L 20>
    wp::adj_array_store(var_out, var_0, var_24, adj_out, adj_0, adj_24);
    wp::adj_sub(var_22, var_23, adj_22, adj_23, adj_24);
    // adj: out[i] = wp.int32(x2 & wp.uint32(0xFFFF)) - 32768                                 <L 19>
    wp::adj_add(var_9, var_17, adj_9, adj_17, adj_18);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_11);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_10);
    // adj: x2 = x1 + wp.uint32(d[i] ^ (d[i] >> 31))                                          <L 18>
    // adj: x1 = x0 ^ (x0 << wp.uint32(7))                                                    <L 17>
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_2);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
    // adj: x0 = b[i] ^ c[i]                                                                  <L 16>
    // adj: i = wp.tid()                                                                      <L 15>
    // adj: def bitwise_s000002(                                                              <L 7>
    return;
}