extern "C" __global__ void integer_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::int32> var_b,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::int32> adj_b,
    wp::array_t<wp::int32> adj_out,
    wp::array_t<wp::float32> adj_out1)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::int32* var_1;
        const wp::int32 var_2 = 4;
        wp::int32 var_3;
        wp::int32 var_4;
        const wp::int32 var_5 = 3;
        wp::int32 var_6;
        const wp::int32 var_7 = 7;
        wp::int32 var_8;
        const wp::int32 var_9 = 1;
        wp::int32 var_10;
        wp::int32 var_11;
        const wp::int32 var_12 = 1009;
        wp::int32 var_13;
        wp::float32* var_14;
        const wp::float32 var_15 = 4.0;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::int32 var_18;
        wp::int32 var_19;
        const wp::int32 var_20 = 7;
        wp::int32 var_21;
        const wp::int32 var_22 = 1;
        wp::int32 var_23;
        wp::int32 var_24;
        wp::int32* var_25;
        const wp::int32 var_26 = 3;
        wp::int32 var_27;
        wp::int32 var_28;
        wp::int32 var_29;
        const wp::int32 var_30 = 7;
        wp::int32 var_31;
        const wp::int32 var_32 = 1;
        wp::int32 var_33;
        wp::int32 var_34;
        wp::int32 var_35;
        const wp::int32 var_36 = 7;
        wp::int32 var_37;
        wp::int32 var_38;
        const wp::int32 var_39 = 3;
        wp::int32 var_40;
        wp::int32* var_41;
        const wp::int32 var_42 = 0;
        bool var_43;
        wp::int32 var_44;
        wp::float32* var_45;
        const wp::float32 var_46 = 4.0;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::int32 var_49;
        wp::int32 var_50;
        wp::float32* var_51;
        wp::float32 var_52;
        const wp::float32 var_53 = 0.125;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::int32 adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::int32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::int32 adj_35 = {};
        wp::int32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::int32 adj_42 = {};
        bool adj_43 = {};
        wp::int32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        //---------
        // forward
        // def integer_s000002(                                                                   <L 7>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // x0 = (b[i] * 4 + 3) // (i % 7 + 1) % 1009                                              <L 14>
        var_1 = wp::address(var_b, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::mul(var_4, var_2);
        var_6 = wp::add(var_3, var_5);
        var_8 = wp::mod(var_0, var_7);
        var_10 = wp::add(var_8, var_9);
        var_11 = wp::floordiv(var_6, var_10);
        var_13 = wp::mod(var_11, var_12);
        // x1 = x0 // (wp.abs(wp.int32(a[i] * 4.0)) % 7 + 1) + (b[i] - 3) // (wp.abs(x0) % 7 + 1)       <L 15>
        var_14 = wp::address(var_a, var_0);
        var_17 = wp::load(var_14);
        var_16 = wp::mul(var_17, var_15);
        var_18 = wp::int32(var_16);
        var_19 = wp::abs(var_18);
        var_21 = wp::mod(var_19, var_20);
        var_23 = wp::add(var_21, var_22);
        var_24 = wp::floordiv(var_13, var_23);
        var_25 = wp::address(var_b, var_0);
        var_28 = wp::load(var_25);
        var_27 = wp::sub(var_28, var_26);
        var_29 = wp::abs(var_13);
        var_31 = wp::mod(var_29, var_30);
        var_33 = wp::add(var_31, var_32);
        var_34 = wp::floordiv(var_27, var_33);
        var_35 = wp::add(var_24, var_34);
        // x2 = -(x1 + 7) % 3                                                                     <L 16>
        var_37 = wp::add(var_35, var_36);
        var_38 = wp::neg(var_37);
        var_40 = wp::mod(var_38, var_39);
        // out[i] = x2 if b[i] <= 0 else wp.int32(a[i] * 4.0)                                     <L 17>
        var_41 = wp::address(var_b, var_0);
        var_44 = wp::load(var_41);
        var_43 = (var_44 <= var_42);
        if (var_43) {
        }
        if (!var_43) {
            var_45 = wp::address(var_a, var_0);
            var_48 = wp::load(var_45);
            var_47 = wp::mul(var_48, var_46);
            var_49 = wp::int32(var_47);
        }
        var_50 = wp::where(var_43, var_40, var_49);
        // wp::array_store(var_out, var_0, var_50);
        // out1[i] = a[i] * (wp.float32(x2) * wp.static(1.0 / 8.0))                               <L 18>
        var_51 = wp::address(var_a, var_0);
        var_52 = wp::float32(var_40);
        var_54 = wp::mul(var_52, var_53);
        var_56 = wp::load(var_51);
        var_55 = wp::mul(var_56, var_54);
        // wp::array_store(var_out1, var_0, var_55);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_55, adj_out1, adj_0, adj_55);
        wp::adj_mul(var_56, var_54, adj_51, adj_54, adj_55);
        wp::adj_mul(var_52, var_53, adj_52, adj_53, adj_54);
        wp::adj_float32(var_40, adj_40, adj_52);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_51);
        // adj: out1[i] = a[i] * (wp.float32(x2) * wp.static(1.0 / 8.0))                          <L 18>
        wp::adj_array_store(var_out, var_0, var_50, adj_out, adj_0, adj_50);
        wp::adj_where(var_43, var_40, var_49, adj_43, adj_40, adj_49, adj_50);
        if (!var_43) {
            wp::adj_mul(var_48, var_46, adj_45, adj_46, adj_47);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_45);
        }
        if (var_43) {
        }
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_41);
        // adj: out[i] = x2 if b[i] <= 0 else wp.int32(a[i] * 4.0)                                <L 17>
        wp::adj_mod(var_38, var_39, adj_38, adj_39, adj_40);
        wp::adj_neg(var_37, adj_37, adj_38);
        wp::adj_add(var_35, var_36, adj_35, adj_36, adj_37);
        // adj: x2 = -(x1 + 7) % 3                                                                <L 16>
        wp::adj_add(var_24, var_34, adj_24, adj_34, adj_35);
        wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
        wp::adj_mod(var_29, var_30, adj_29, adj_30, adj_31);
        wp::adj_abs(var_13, adj_13, adj_29);
        wp::adj_sub(var_28, var_26, adj_25, adj_26, adj_27);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_25);
        wp::adj_add(var_21, var_22, adj_21, adj_22, adj_23);
        wp::adj_mod(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_abs(var_18, adj_18, adj_19);
        wp::adj_mul(var_17, var_15, adj_14, adj_15, adj_16);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_14);
        // adj: x1 = x0 // (wp.abs(wp.int32(a[i] * 4.0)) % 7 + 1) + (b[i] - 3) // (wp.abs(x0) % 7 + 1)  <L 15>
        wp::adj_mod(var_11, var_12, adj_11, adj_12, adj_13);
        wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
        wp::adj_mod(var_0, var_7, adj_0, adj_7, adj_8);
        wp::adj_add(var_3, var_5, adj_3, adj_5, adj_6);
        wp::adj_mul(var_4, var_2, adj_1, adj_2, adj_3);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
        // adj: x0 = (b[i] * 4 + 3) // (i % 7 + 1) % 1009                                         <L 14>
        // adj: i = wp.tid()                                                                      <L 13>
        // adj: def integer_s000002(                                                              <L 7>
        continue;
    }
}