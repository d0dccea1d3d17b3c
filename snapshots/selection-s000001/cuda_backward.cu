extern "C" __global__ void selection_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<4, wp::float32>> var_a,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::vec_t<4, wp::float32>> adj_a,
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
        wp::vec_t<4, wp::float32>* var_1;
        const wp::int32 var_2 = 0;
        wp::float32 var_3;
        wp::vec_t<4, wp::float32> var_4;
        const wp::float32 var_5 = 0.0;
        bool var_6;
        const wp::int32 var_7 = 1;
        wp::uint32 var_8;
        const wp::int32 var_9 = 0;
        wp::uint32 var_10;
        wp::uint32 var_11;
        wp::vec_t<4, wp::float32>* var_12;
        const wp::int32 var_13 = 1;
        wp::float32 var_14;
        wp::vec_t<4, wp::float32> var_15;
        const wp::float32 var_16 = 0.0;
        bool var_17;
        const wp::int32 var_18 = 2;
        wp::uint32 var_19;
        const wp::int32 var_20 = 0;
        wp::uint32 var_21;
        wp::uint32 var_22;
        wp::uint32 var_23;
        wp::vec_t<4, wp::float32>* var_24;
        const wp::int32 var_25 = 2;
        wp::float32 var_26;
        wp::vec_t<4, wp::float32> var_27;
        const wp::float32 var_28 = 0.0;
        bool var_29;
        const wp::int32 var_30 = 4;
        wp::uint32 var_31;
        const wp::int32 var_32 = 0;
        wp::uint32 var_33;
        wp::uint32 var_34;
        wp::uint32 var_35;
        wp::vec_t<4, wp::float32>* var_36;
        const wp::int32 var_37 = 3;
        wp::float32 var_38;
        wp::vec_t<4, wp::float32> var_39;
        const wp::float32 var_40 = 0.0;
        bool var_41;
        const wp::int32 var_42 = 8;
        wp::uint32 var_43;
        const wp::int32 var_44 = 0;
        wp::uint32 var_45;
        wp::uint32 var_46;
        wp::uint32 var_47;
        wp::int32 var_48;
        wp::int32 var_49;
        wp::vec_t<4, wp::float32>* var_50;
        wp::float32 var_51;
        wp::vec_t<4, wp::float32> var_52;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<4, wp::float32> adj_1 = {};
        wp::int32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<4, wp::float32> adj_4 = {};
        wp::float32 adj_5 = {};
        bool adj_6 = {};
        wp::int32 adj_7 = {};
        wp::uint32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::uint32 adj_10 = {};
        wp::uint32 adj_11 = {};
        wp::vec_t<4, wp::float32> adj_12 = {};
        wp::int32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<4, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        bool adj_17 = {};
        wp::int32 adj_18 = {};
        wp::uint32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::uint32 adj_21 = {};
        wp::uint32 adj_22 = {};
        wp::uint32 adj_23 = {};
        wp::vec_t<4, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::vec_t<4, wp::float32> adj_27 = {};
        wp::float32 adj_28 = {};
        bool adj_29 = {};
        wp::int32 adj_30 = {};
        wp::uint32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::uint32 adj_33 = {};
        wp::uint32 adj_34 = {};
        wp::uint32 adj_35 = {};
        wp::vec_t<4, wp::float32> adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::vec_t<4, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        bool adj_41 = {};
        wp::int32 adj_42 = {};
        wp::uint32 adj_43 = {};
        wp::int32 adj_44 = {};
        wp::uint32 adj_45 = {};
        wp::uint32 adj_46 = {};
        wp::uint32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::vec_t<4, wp::float32> adj_50 = {};
        wp::float32 adj_51 = {};
        wp::vec_t<4, wp::float32> adj_52 = {};
        //---------
        // forward
        // def selection_s000001(                                                                 <L 1>
        // i = wp.tid()                                                                           <L 6>
        var_0 = builtin_tid1d();
        // x0 = (wp.uint32(1) if a[i][0] > 0.0 else wp.uint32(0)) | (wp.uint32(2) if a[i][1] > 0.0 else wp.uint32(0)) | (wp.uint32(4) if a[i][2] > 0.0 else wp.uint32(0)) | (wp.uint32(8) if a[i][3] > 0.0 else wp.uint32(0))       <L 7>
        var_1 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::extract(var_4, var_2);
        var_6 = (var_3 > var_5);
        if (var_6) {
            var_8 = wp::uint32(var_7);
        }
        if (!var_6) {
            var_10 = wp::uint32(var_9);
        }
        var_11 = wp::where(var_6, var_8, var_10);
        var_12 = wp::address(var_a, var_0);
        var_15 = wp::load(var_12);
        var_14 = wp::extract(var_15, var_13);
        var_17 = (var_14 > var_16);
        if (var_17) {
            var_19 = wp::uint32(var_18);
        }
        if (!var_17) {
            var_21 = wp::uint32(var_20);
        }
        var_22 = wp::where(var_17, var_19, var_21);
        var_23 = wp::bit_or(var_11, var_22);
        var_24 = wp::address(var_a, var_0);
        var_27 = wp::load(var_24);
        var_26 = wp::extract(var_27, var_25);
        var_29 = (var_26 > var_28);
        if (var_29) {
            var_31 = wp::uint32(var_30);
        }
        if (!var_29) {
            var_33 = wp::uint32(var_32);
        }
        var_34 = wp::where(var_29, var_31, var_33);
        var_35 = wp::bit_or(var_23, var_34);
        var_36 = wp::address(var_a, var_0);
        var_39 = wp::load(var_36);
        var_38 = wp::extract(var_39, var_37);
        var_41 = (var_38 > var_40);
        if (var_41) {
            var_43 = wp::uint32(var_42);
        }
        if (!var_41) {
            var_45 = wp::uint32(var_44);
        }
        var_46 = wp::where(var_41, var_43, var_45);
        var_47 = wp::bit_or(var_35, var_46);
        // x1 = wp.bit_count(x0)                                                                  <L 8>
        var_48 = wp::bit_count(var_47);
        // out[i] = wp.int32(x0)                                                                  <L 9>
        var_49 = wp::int32(var_47);
        // wp::array_store(var_out, var_0, var_49);
        // out1[i] = selection_s000001_combine(a[i], x1)                                          <L 10>
        var_50 = wp::address(var_a, var_0);
        var_52 = wp::load(var_50);
        var_51 = selection_s000001_combine_0(var_52, var_48);
        // wp::array_store(var_out1, var_0, var_51);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_51, adj_out1, adj_0, adj_51);
        adj_selection_s000001_combine_0(var_52, var_48, adj_50, adj_48, adj_51);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_50);
        // adj: out1[i] = selection_s000001_combine(a[i], x1)                                     <L 10>
        wp::adj_array_store(var_out, var_0, var_49, adj_out, adj_0, adj_49);
        // adj: out[i] = wp.int32(x0)                                                             <L 9>
        // adj: x1 = wp.bit_count(x0)                                                             <L 8>
        wp::adj_where(var_41, var_43, var_45, adj_41, adj_43, adj_45, adj_46);
        if (!var_41) {
        }
        if (var_41) {
        }
        wp::adj_extract(var_39, var_37, adj_36, adj_37, adj_38);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_36);
        wp::adj_where(var_29, var_31, var_33, adj_29, adj_31, adj_33, adj_34);
        if (!var_29) {
        }
        if (var_29) {
        }
        wp::adj_extract(var_27, var_25, adj_24, adj_25, adj_26);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_24);
        wp::adj_where(var_17, var_19, var_21, adj_17, adj_19, adj_21, adj_22);
        if (!var_17) {
        }
        if (var_17) {
        }
        wp::adj_extract(var_15, var_13, adj_12, adj_13, adj_14);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_12);
        wp::adj_where(var_6, var_8, var_10, adj_6, adj_8, adj_10, adj_11);
        if (!var_6) {
        }
        if (var_6) {
        }
        wp::adj_extract(var_4, var_2, adj_1, adj_2, adj_3);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = (wp.uint32(1) if a[i][0] > 0.0 else wp.uint32(0)) | (wp.uint32(2) if a[i][1] > 0.0 else wp.uint32(0)) | (wp.uint32(4) if a[i][2] > 0.0 else wp.uint32(0)) | (wp.uint32(8) if a[i][3] > 0.0 else wp.uint32(0))  <L 7>
        // adj: i = wp.tid()                                                                      <L 6>
        // adj: def selection_s000001(                                                            <L 1>
        continue;
    }
}